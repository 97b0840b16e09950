/// The HTML report's inline style sheet (the script is ``ReportHTMLScript``): no network, no
/// external fonts, light and dark palettes from `prefers-color-scheme`. Text wraps at word
/// boundaries (rule ids never break), long paths are cut with an ellipsis, and below 720 px
/// the tables become stacked rows, so nothing is wider than a phone.
package enum ReportHTMLAssets {
    static let style = """
        :root {
          color-scheme: light dark;
          --bg: #ffffff; --fg: #1f2328; --muted: #59636e; --border: #d1d9e0; --surface: #f6f8fa;
          --track: #e4e7eb; --ok: #1f883d; --review: #d4a72c; --bad: #cf222e; --info: #0969da; --empty: #e16f24;
          --badge-fg: #ffffff; --row-hover: #f0f3f6; --unchanged: #8250df;
        }
        @media (prefers-color-scheme: dark) {
          :root {
            --bg: #0d1117; --fg: #e6edf3; --muted: #9198a1; --border: #3d444d; --surface: #151b23;
            --track: #2a313c; --ok: #3fb950; --review: #d29922; --bad: #f85149; --info: #4493f8; --empty: #f0883e;
            --badge-fg: #0d1117; --row-hover: #1c2330; --unchanged: #ab7df8;
          }
        }
        * { box-sizing: border-box; }
        body { margin: 0; background: var(--bg); color: var(--fg);
          font: 15px/1.5 -apple-system, BlinkMacSystemFont, "Segoe UI", "Noto Sans", "PingFang SC", "Noto Sans CJK SC", "Microsoft YaHei", sans-serif; }
        header, main, footer { max-width: 1240px; margin: 0 auto; padding: 0 24px; }
        header { padding-top: 28px; }
        h1 { font-size: 26px; margin: 0 0 4px; }
        h2 { font-size: 18px; margin: 32px 0 12px; }
        .meta, footer, .hint { color: var(--muted); }
        .meta { margin: 0; }
        .warning { border-left: 4px solid var(--review); background: var(--surface); padding: 8px 12px; border-radius: 6px; }
        .chart { border: 1px solid var(--border); border-radius: 10px; background: var(--surface); padding: 6px 16px; }
        .chart-row { display: grid; grid-template-columns: minmax(9em, 14em) 1fr 4.5em; grid-template-areas: "label bar pct" ". counts counts";
          gap: 2px 14px; align-items: center; padding: 8px 0; border-bottom: 1px solid var(--border); }
        .chart-row:last-child { border-bottom: 0; }
        .chart-label { grid-area: label; }
        .chart-label .locale { font-weight: 600; }
        .endonym { color: var(--muted); margin-left: 4px; }
        .stack { grid-area: bar; display: flex; height: 14px; border-radius: 4px; background: var(--track); overflow: hidden; }
        .stack .done, .swatch.done { background: var(--ok); }
        .stack .review, .swatch.review { background: var(--review); }
        .stack .empty, .swatch.empty { background: var(--empty); }
        .stack .missing, .swatch.missing { background: var(--bad); }
        .stack .unchanged, .swatch.unchanged { background: var(--unchanged); }
        .chart-pct { grid-area: pct; text-align: right; font-size: 18px; font-weight: 600; font-variant-numeric: tabular-nums; }
        .chart-row .chart-counts { grid-area: counts; margin: 0; }
        .bar { display: flex; height: 10px; border-radius: 5px; background: var(--track); overflow: hidden; }
        .bar.mini { height: 6px; width: 90px; display: inline-flex; vertical-align: middle; margin-right: 8px; }
        .bar .done { background: var(--ok); }
        .bar .review { background: var(--review); }
        .counts { display: flex; gap: 2px 14px; flex-wrap: wrap; margin: 10px 0 0; font-size: 13px; color: var(--muted); }
        .counts b { color: var(--fg); font-variant-numeric: tabular-nums; }
        .legend { font-size: 13px; color: var(--muted); margin: 8px 0 0; }
        .catalog-list { list-style: none; padding: 0; margin: 10px 0 0; font-size: 13px; color: var(--muted); }
        .catalog-list li { margin: 2px 0; overflow-wrap: anywhere; }
        .catalog-list b { color: var(--fg); }
        .swatch { display: inline-block; width: 10px; height: 10px; border-radius: 2px; margin: 0 4px 0 10px; vertical-align: -1px; }
        .table-wrap { overflow-x: auto; border: 1px solid var(--border); border-radius: 10px; }
        table { border-collapse: collapse; width: 100%; font-size: 14px; }
        th, td { padding: 7px 10px; border-bottom: 1px solid var(--border); text-align: left; vertical-align: top; }
        thead th { background: var(--surface); font-size: 12px; text-transform: uppercase; letter-spacing: .03em; color: var(--muted); white-space: nowrap; }
        tbody tr:last-child td { border-bottom: 0; }
        /* Sixteen columns: headers may wrap ("No letters"), and cells sit closer. */
        #coverage-table th, #coverage-table td { padding: 7px 5px; }
        /* A catalog's path has no spaces: it breaks anywhere rather than widen the table. */
        .catalog-name { overflow-wrap: anywhere; }
        #coverage-table thead th { white-space: normal; vertical-align: bottom; }
        tbody tr:hover { background: var(--row-hover); }
        tr.total td { font-weight: 600; background: var(--surface); }
        .num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
        .zero { color: var(--muted); }
        .warn { color: var(--bad); font-weight: 600; }
        code, .key { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 13px; }
        .key { overflow-wrap: anywhere; }
        .locale-cell { white-space: nowrap; }
        .locale-cell .endonym { display: block; margin: 0; font-size: 12px; }
        .where { font-size: 12px; margin-top: 2px; min-width: 0; }
        /* A long path is cut with an ellipsis (the whole path is the link's tooltip). */
        .where a { display: inline-block; max-width: 100%; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; vertical-align: bottom; }
        .usages { color: var(--muted); }
        a { color: var(--info); text-decoration: none; }
        a:hover { text-decoration: underline; }
        .text { white-space: pre-wrap; overflow-wrap: anywhere; min-width: 8em; }
        .usages code, .where code { font-size: 12px; white-space: nowrap; }
        .none { color: var(--muted); font-style: italic; }
        .variant { display: inline-block; min-width: 3.2em; color: var(--muted); font-size: 12px; font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
        .badge { display: inline-block; padding: 1px 8px; border-radius: 10px; font-size: 12px; font-weight: 600; white-space: nowrap; color: var(--badge-fg); }
        .badge.missing, .badge.new, .badge.empty { background: var(--bad); }
        .badge.needs_review { background: var(--review); }
        .badge.translated { background: var(--info); }
        /* Notes wrap between words, and break inside one (a URL in a comment) only where it
           alone is wider than the column; a rule id is one unbreakable word. */
        .notes { min-width: 14em; }
        .notes p { margin: 0 0 4px; white-space: pre-wrap; overflow-wrap: anywhere; word-break: normal; hyphens: none; }
        .finding code.rule { color: var(--bad); white-space: nowrap; }
        .notes .comment { color: var(--muted); }
        .todo { min-width: 10em; }
        .actions { margin: 0; padding-left: 1.1em; }
        .actions li { margin: 0 0 2px; }
        th button.sort { all: unset; cursor: pointer; }
        th button.sort:focus-visible { outline: 2px solid var(--info); }
        th[aria-sort="ascending"] button.sort::after { content: " \\25B2"; }
        th[aria-sort="descending"] button.sort::after { content: " \\25BC"; }
        tr.group th { background: var(--surface); text-align: left; font-size: 13px; text-transform: none; letter-spacing: 0; color: var(--fg); overflow-wrap: anywhere; }
        .pager { display: flex; gap: 12px; align-items: center; justify-content: center; flex-wrap: wrap; margin: 10px 0; font-size: 14px; }
        .pager[hidden] { display: none; }
        .pager button { font: inherit; color: var(--fg); background: var(--bg); border: 1px solid var(--border); border-radius: 6px; padding: 4px 10px; cursor: pointer; }
        .pager button:disabled { opacity: .45; cursor: default; }
        details > summary { cursor: pointer; margin: 6px 0 10px; color: var(--muted); }
        .notes-section { margin-top: 18px; }
        .badge.voiceover-unlabelled { background: var(--bad); }
        .badge.voiceover-conditional, .badge.voiceover-labelled { background: var(--review); }
        .badge.voiceover-localized { background: var(--ok); }
        .filters { display: flex; gap: 10px; flex-wrap: wrap; align-items: center; margin: 0 0 12px; }
        .filters select, .filters input { font: inherit; font-size: 14px; color: var(--fg); background: var(--bg);
          border: 1px solid var(--border); border-radius: 6px; padding: 5px 8px; }
        .filters input { flex: 1; min-width: 220px; }
        /* A select is as wide as its longest option (a catalog's path): never wider than the page. */
        .filters label { min-width: 0; max-width: 100%; }
        .filters select { max-width: 100%; }
        footer { font-size: 13px; padding-top: 24px; padding-bottom: 40px; }
        /* Phones: tables become stacked rows, each cell labelled with its column. */
        @media (max-width: 720px) {
          header, main, footer { padding: 0 14px; }
          header { padding-top: 18px; }
          .chart-row { grid-template-columns: 1fr auto; grid-template-areas: "label pct" "bar bar" "counts counts"; }
          .table-wrap { border: 0; overflow: visible; }
          .table-wrap table, .table-wrap tbody, .table-wrap tr, .table-wrap td, .table-wrap tr.group th { display: block; }
          .table-wrap tr.group { border: 0; padding: 0; }
          .notes, .todo { min-width: 0; }
          .table-wrap thead { display: none; }
          .table-wrap tr { border: 1px solid var(--border); border-radius: 10px; margin: 0 0 10px; padding: 8px 12px; }
          .table-wrap tr[hidden] { display: none; }
          .table-wrap td { border: 0; padding: 2px 0; text-align: left; min-width: 0; }
          .table-wrap td:empty { display: none; }
          .locale-cell .endonym { display: inline; margin-left: 4px; }
          .table-wrap td[data-label]::before { content: attr(data-label); display: inline-block; min-width: 7.5em;
            color: var(--muted); font-size: 12px; text-transform: uppercase; letter-spacing: .03em; }
          #coverage-table tr { display: grid; grid-template-columns: 1fr 1fr; column-gap: 12px; }
          #coverage-table td:nth-child(-n+2) { font-weight: 600; }
          #coverage-table td:last-child { grid-column: 1 / -1; }
          .worklist td.text[data-label]::before, .worklist td.notes[data-label]::before, .worklist td.todo[data-label]::before { display: block; }
          .filters input { min-width: 0; flex-basis: 100%; }
        }
        """
}

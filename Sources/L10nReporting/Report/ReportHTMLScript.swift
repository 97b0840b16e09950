/// The worklist's script: reads the rows from `#worklist-data` (``ReportHTMLWorklistData``) and
/// draws one page of them at a time, so a worklist of tens of thousands of rows opens at once.
/// Filters (locale, state, catalog, rule, text), sort, grouping and page live in the URL
/// fragment (`#locale=ja&state=missing&sort=-width&group=file&page=3`), so a view can be
/// shared; every text goes through `esc` before it reaches `innerHTML`. When done it marks the
/// body `data-filters="ready"`, so a headless check can tell the script ran.
enum ReportHTMLScript {
    static let source = #"""
        (() => {
          const dataNode = document.getElementById('worklist-data');
          if (!dataNode) { document.body.dataset.filters = 'ready'; return; }
          const D = JSON.parse(dataNode.textContent);
          const S = D.strings, $ = id => document.getElementById(id);
          const esc = t => String(t).replace(/[&<>"']/g, c => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
          const showLocale = !!$('locale-filter');
          const stateOrder = D.states.map(s => s[0]);
          const columns = ['pluralGaps', 'formatErrors', 'overBudget', 'unchanged', 'completeness', 'translationState'];
          // Rows as objects, built once; text for search and sort made on first use.
          const rows = D.rows.map((r, i) => {
            const k = D.keys[r[0]];
            const own = k[6], units = [];
            const t = r[3] === undefined ? 0 : r[3];
            if (Array.isArray(t) && Array.isArray(t[0])) for (const u of t) units.push([S[u[0]], S[u[1]], u[2] < 0 ? null : S[u[2]]]);
            else for (let j = 0; j < own.length; j += 2) units.push([S[own[j]], S[own[j + 1]], Array.isArray(t) && t[j / 2] >= 0 ? S[t[j / 2]] : null]);
            const f = r[6] || [], findings = [];
            for (let j = 0; j < f.length; j += 3) findings.push({ rule: D.rules[f[j]], message: S[f[j + 1]], column: columns[f[j + 2]] });
            const where = r[4] === undefined || r[4] === 0 ? k[7] : r[4];
            return { i, k, key: S[k[1]], catalog: D.catalogs[k[0]], locale: D.locales[r[1]][0], state: stateOrder[r[2]], units,
              where: where === -1 ? null : where, tw: r[5] === undefined ? -1 : r[5], findings };
          });
          const notes = D.notes.map(n => {
            const k = D.keys[n[0]], where = n[4] === 0 ? k[7] : n[4];
            return { k, key: S[k[1]], catalog: D.catalogs[k[0]], locale: D.locales[n[1]][0], rule: D.rules[n[2]], message: S[n[3]],
              where: where === -1 ? null : where, findings: [] };
          });
          const text = row => row.text || (row.text = [row.key, row.k[2] >= 0 ? S[row.k[2]] : '', row.message || '']
            .concat((row.units || []).flatMap(u => [u[1], u[2] || ''])).concat(row.findings.map(f => f.rule + ' ' + f.message)).join('\n').toLowerCase());
          const fileOf = row => row.where ? D.files[row.where[0]][0] : row.catalog[1];
          const ruleOf = row => row.findings.length ? row.findings[0].rule : 'state: ' + D.states[stateOrder.indexOf(row.state)][1];
          const source = row => row.units.map(u => u[1]).join('\n');
          const translation = row => row.units.map(u => u[2] || '').join('\n');
          const sorts = {
            key: (a, b) => cmp(a.key, b.key), locale: (a, b) => cmp(a.locale, b.locale),
            state: (a, b) => stateOrder.indexOf(a.state) - stateOrder.indexOf(b.state),
            source: (a, b) => cmp(source(a), source(b)), translation: (a, b) => cmp(translation(a), translation(b)),
            width: (a, b) => widthRatio(a) - widthRatio(b),
            file: (a, b) => cmp(fileOf(a), fileOf(b)) || (a.where ? a.where[1] : 0) - (b.where ? b.where[1] : 0),
          };
          const cmp = (a, b) => a < b ? -1 : a > b ? 1 : 0;
          const widthRatio = row => row.tw < 0 ? -1 : row.tw / Math.max(1, row.k[3]);

          const controls = { locale: $('locale-filter'), state: $('state-filter'), catalog: $('catalog-filter'), rule: $('rule-filter'), group: $('group-by'), q: $('search') };
          for (const rule of Array.from(new Set(rows.flatMap(r => r.findings.map(f => f.rule)))).sort()) controls.rule.add(new Option(rule, rule));
          const view = { sort: '', page: 1, notesPage: 1 };
          const pageSize = 100;
          const params = new URLSearchParams(location.hash.slice(1));
          for (const [name, control] of Object.entries(controls)) if (control) control.value = params.get(name) || '';
          view.sort = params.get('sort') || '';
          view.page = Math.max(1, parseInt(params.get('page') || '1', 10) || 1);

          function link(where, label) {
            if (!where) return '';
            const file = D.files[where[0]], line = where[1];
            const shown = (p => { const parts = p.split('/'); return parts.length > 1 && parts[parts.length - 2].endsWith('.lproj') ? parts.slice(-2).join('/') : parts[parts.length - 1]; })(file[0]);
            const href = file[1] + (file[2] === null ? '' : file[2] + line);
            const title = file[3].endsWith(':0') ? file[0] + ':' + line : file[3].replace(/^xed --line 0/, 'xed --line ' + line);
            return '<a href="' + esc(href) + '" title="' + esc(title) + '"><code>' + esc(label || shown + ':' + line) + '</code></a>';
          }
          function texts(units, side, lang) {
            if (units.length === 1 && units[0][0] === '') return units[0][side] === null ? '' : esc(units[0][side]);
            return units.map(u => '<div><span class="variant">' + esc(shortName(u[0])) + '</span> ' + (u[side] === null ? '' : esc(u[side])) + '</div>').join('');
          }
          function shortName(v) {
            const p = v.split('.');
            if (p[0] === 'substitutions' && p.length >= 4) return p[1] + ' ' + p[p.length - 1];
            return p.filter(x => x !== 'plural' && x !== 'device').join(' ');
          }
          // What this translator can do about the row, most important first.
          function actions(row) {
            const list = [];
            const max = row.k[4];
            switch (row.state) {
              case 'missing': case 'new': list.push('Translate'); break;
              case 'empty': list.push('Fill in the empty ' + (row.units.length > 1 ? 'variants' : 'value')); break;
              case 'needs_review': list.push('Review, then mark reviewed'); break;
              case 'machine_translated': list.push('Check the machine translation'); break;
            }
            for (const f of row.findings) {
              let action;
              switch (f.column) {
                case 'pluralGaps': action = 'Add the missing plural forms'; break;
                case 'formatErrors': action = 'Use the source\u2019s placeholders (%@, %lld\u2026) unchanged'; break;
                case 'overBudget': action = max >= 0 ? 'Shorten to ' + max + ' columns (now ' + row.tw + ')' : 'Shorten it: it is much wider than the source'; break;
                case 'unchanged': action = 'Translate: it is still the source text'; break;
                case 'completeness': action = 'Translate: the value is its key'; break;
                default: action = 'Fix: ' + f.rule;
              }
              if (!list.includes(action)) list.push(action);
            }
            return '<ul class="actions">' + list.map(a => '<li>' + esc(a) + '</li>').join('') + '</ul>';
          }
          function notesCell(row) {
            const comment = row.k[2] >= 0 ? '<p class="comment">' + esc(S[row.k[2]]) + '</p>' : '';
            return comment + row.findings.map(f => '<p class="finding"><code class="rule">' + esc(f.rule) + '</code> ' + esc(f.message) + '</p>').join('');
          }
          function keyCell(row) {
            const usages = row.k[5], uses = [];
            for (let j = 0; j < usages.length; j += 2) uses.push(link([usages[j], usages[j + 1]]));
            return '<td class="key">' + (row.key === '' ? '<span class="none">empty key</span>' : '<code>' + esc(row.key) + '</code>')
              + '<div class="where" title="' + esc(row.catalog[0] + ' \u00b7 ' + row.catalog[1]) + '">' + (link(row.where) || esc(row.catalog[0])) + '</div>'
              + (uses.length ? '<div class="where usages">used at ' + uses.join(', ') + '</div>' : '') + '</td>';
          }
          function localeCell(row) {
            if (!showLocale) return '';
            const l = D.locales.find(x => x[0] === row.locale);
            return '<td class="locale-cell" data-label="Locale"><span class="locale">' + esc(l[0]) + '</span>'
              + (l[1] && l[1] !== l[0] ? ' <span class="endonym" lang="' + esc(l[0]) + '">' + esc(l[1]) + '</span>' : '') + '</td>';
          }
          function rowHTML(row) {
            const label = D.states[stateOrder.indexOf(row.state)][1];
            const hasTranslation = row.units.some(u => u[2] !== null), blank = hasTranslation && row.units.every(u => !u[2]);
            const width = row.k[3] + ' \u2192 ' + (row.tw < 0 ? '\u2013' : row.tw)
              + (row.k[4] >= 0 ? '<br><span class="' + (row.tw > row.k[4] ? 'warn' : 'hint') + '">max ' + row.k[4] + '</span>' : '');
            return '<tr data-state="' + esc(row.state) + '" data-locale="' + esc(row.locale) + '">' + keyCell(row) + localeCell(row)
              + '<td data-label="State"><span class="badge ' + esc(row.state) + '">' + esc(label) + '</span></td>'
              + '<td class="text" data-label="Source" lang="' + esc(row.catalog[2]) + '">' + texts(row.units, 1) + '</td>'
              + (hasTranslation && !blank ? '<td class="text" data-label="Translation" lang="' + esc(row.locale) + '">' + texts(row.units, 2) + '</td>'
                : '<td class="none" data-label="Translation">' + (hasTranslation ? 'empty' : 'none') + '</td>')
              + '<td class="num" data-label="Width">' + width + '</td><td class="todo" data-label="To do">' + actions(row) + '</td>'
              + '<td class="notes" data-label="Notes">' + notesCell(row) + '</td></tr>';
          }
          function noteHTML(row) {
            return '<tr data-locale="' + esc(row.locale) + '">' + keyCell(row) + localeCell(row)
              + '<td class="notes" data-label="Note"><p class="finding"><code class="rule">' + esc(row.rule) + '</code> ' + esc(row.message) + '</p></td></tr>';
          }
          function matches(row, withState) {
            const q = controls.q.value.trim().toLowerCase();
            return (!controls.locale || !controls.locale.value || row.locale === controls.locale.value)
              && (!withState || !controls.state.value || row.state === controls.state.value)
              && (!controls.catalog.value || row.catalog[1] === controls.catalog.value)
              && (!withState || !controls.rule.value || row.findings.some(f => f.rule === controls.rule.value))
              && (!q || text(row).includes(q));
          }
          function paginate(list, page, pager, columns, render, groupOf) {
            const pages = Math.max(1, Math.ceil(list.length / pageSize));
            page = Math.min(Math.max(1, page), pages);
            const slice = list.slice((page - 1) * pageSize, page * pageSize);
            let html = '', group = null;
            const counts = groupOf ? list.reduce((m, r) => m.set(groupOf(r), (m.get(groupOf(r)) || 0) + 1), new Map()) : null;
            for (const row of slice) {
              if (groupOf && groupOf(row) !== group) {
                group = groupOf(row);
                html += '<tr class="group"><th colspan="' + columns + '" scope="rowgroup">' + esc(group) + ' <span class="hint">' + counts.get(group) + '</span></th></tr>';
              }
              html += render(row);
            }
            pager.querySelector('.page-of').textContent = list.length ? 'Page ' + page + ' of ' + pages + ' \u00b7 rows ' + ((page - 1) * pageSize + 1) + '\u2013' + ((page - 1) * pageSize + slice.length) + ' of ' + list.length : 'No rows';
            pager.querySelector('[data-page=prev]').disabled = page <= 1;
            pager.querySelector('[data-page=next]').disabled = page >= pages;
            pager.hidden = pages <= 1;
            return { html, page };
          }
          const table = $('worklist-table'), pager = $('worklist-pager');
          const columnCount = table.querySelectorAll('thead th').length;
          function apply(resetPage) {
            if (resetPage) view.page = 1;
            const groupOf = controls.group.value === 'file' ? fileOf : controls.group.value === 'rule' ? ruleOf : null;
            const list = rows.filter(r => matches(r, true));
            const descending = view.sort.startsWith('-'), name = view.sort.replace(/^-/, '');
            const order = sorts[name] || ((a, b) => a.i - b.i);
            const direction = descending ? -1 : 1;
            list.sort((a, b) => (groupOf ? cmp(groupOf(a), groupOf(b)) : 0) || direction * order(a, b) || a.i - b.i);
            const shown = paginate(list, view.page, pager, columnCount, rowHTML, groupOf);
            view.page = shown.page;
            table.tBodies[0].innerHTML = shown.html;
            for (const button of table.querySelectorAll('button.sort')) {
              const th = button.parentElement;
              if (button.dataset.sort === name) th.setAttribute('aria-sort', descending ? 'descending' : 'ascending'); else th.removeAttribute('aria-sort');
            }
            $('shown').textContent = list.length + ' of ' + rows.length + ' shown';
            const notesTable = $('notes-table');
            if (notesTable) {
              const visible = notes.filter(r => matches(r, false));
              const drawn = paginate(visible, view.notesPage, $('notes-pager'), notesTable.querySelectorAll('thead th').length, noteHTML, null);
              view.notesPage = drawn.page;
              notesTable.tBodies[0].innerHTML = drawn.html;
            }
            const fragment = new URLSearchParams();
            for (const [key, control] of Object.entries(controls)) {
              const value = control && (key === 'q' ? control.value.trim() : control.value);
              if (value) fragment.set(key, value);
            }
            if (view.sort) fragment.set('sort', view.sort);
            if (view.page > 1) fragment.set('page', view.page);
            const hash = fragment.toString();
            // A page opened from a `srcdoc` or `data:` URL cannot change its address.
            try { if (hash !== location.hash.slice(1)) history.replaceState(null, '', hash ? '#' + hash : location.pathname + location.search); } catch (e) {}
          }
          for (const control of Object.values(controls)) if (control) control.addEventListener('input', () => apply(true));
          for (const button of table.querySelectorAll('button.sort')) button.addEventListener('click', () => {
            const name = button.dataset.sort;
            view.sort = view.sort === name ? '-' + name : name;
            apply(true);
          });
          pager.addEventListener('click', event => {
            const step = event.target.dataset && event.target.dataset.page;
            if (!step) return;
            view.page += step === 'next' ? 1 : -1;
            apply(false);
            table.scrollIntoView({ block: 'start' });
          });
          const notesPager = $('notes-pager');
          if (notesPager) notesPager.addEventListener('click', event => {
            const step = event.target.dataset && event.target.dataset.page;
            if (!step) return;
            view.notesPage += step === 'next' ? 1 : -1;
            apply(false);
          });
          apply(false);
          document.body.dataset.filters = 'ready';
        })();
        """#
}

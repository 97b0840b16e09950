-- A Neovim session against `l10n lsp`, driven by Neovim's built-in LSP client (0.7+):
-- open a file, wait for diagnostics, hover, go to definition, apply two code actions (suppress
-- with a reason; add an accessibility label), each followed by the edited buffer's diagnostics. Writes one line per result to $L10N_OUT.
-- Run: L10N_BIN=… L10N_ROOT=… L10N_FILE=… L10N_HOVER=line:col L10N_OUT=… nvim --headless -u NONE -l/-S this
local bin, root, file, out = os.getenv("L10N_BIN"), os.getenv("L10N_ROOT"), os.getenv("L10N_FILE"), os.getenv("L10N_OUT")
local hover_line, hover_col = string.match(os.getenv("L10N_HOVER"), "(%d+):(%d+)")
local lines = {}
local function say(text) table.insert(lines, text) end
local function finish()
  vim.fn.writefile(lines, out)
  vim.cmd("qa!")
end

local published = 0
local default_handler = vim.lsp.handlers["textDocument/publishDiagnostics"]
vim.lsp.handlers["textDocument/publishDiagnostics"] = function(err, result, ctx, config)
  default_handler(err, result, ctx, config)
  if vim.uri_to_fname(result.uri) == file then published = published + 1 end
end

vim.cmd("edit " .. vim.fn.fnameescape(file))
local bufnr = vim.api.nvim_get_current_buf()
local client_id = vim.lsp.start_client({ name = "l10n", cmd = { bin, "lsp" }, root_dir = root })
vim.lsp.buf_attach_client(bufnr, client_id)
local client = vim.lsp.get_client_by_id(client_id)

-- What Neovim itself now shows for the buffer (its diagnostic store, not our handler's copy).
local function report_diagnostics(label)
  local shown = vim.diagnostic.get(bufnr)
  table.sort(shown, function(a, b) return a.lnum < b.lnum or (a.lnum == b.lnum and a.col < b.col) end)
  for _, d in ipairs(shown) do
    local lsp = d.user_data and d.user_data.lsp or d
    say(string.format("%s %s %d:%d %d", label, lsp.code, d.lnum + 1, d.col + 1, d.severity))
  end
end

if not vim.wait(30000, function() return published > 0 end, 20) then
  say("timeout waiting for diagnostics")
  return finish()
end
report_diagnostics("diagnostic")

local position = { line = tonumber(hover_line) - 1, character = tonumber(hover_col) - 1 }
local document = { uri = vim.uri_from_bufnr(bufnr) }
local hover = client.request_sync("textDocument/hover", { textDocument = document, position = position }, 10000, bufnr)
if hover and hover.result then
  say("hover " .. vim.split(hover.result.contents.value, "\n")[1])
end

local definition = client.request_sync("textDocument/definition", { textDocument = document, position = position }, 10000, bufnr)
for _, location in ipairs(definition and definition.result or {}) do
  say(string.format("definition %s %d:%d", vim.fn.fnamemodify(vim.uri_to_fname(location.uri), ":t"), location.range.start.line + 1, location.range.start.character + 1))
end

-- A diagnostic's first code action, applied as the editor applies it; the diagnostics after it.
local function apply_first_action(target, label)
  -- Neovim 0.8+ keeps the whole LSP diagnostic in user_data; 0.7 only its code, but rebuilds it.
  local lsp_diagnostic = target.user_data and target.user_data.lsp
  if not (lsp_diagnostic and lsp_diagnostic.range) then
    local code = lsp_diagnostic and lsp_diagnostic.code
    lsp_diagnostic = nil
    for _, candidate in ipairs(vim.lsp.diagnostic.get_line_diagnostics(bufnr, target.lnum, {}, client_id)) do
      if candidate.code == code and not lsp_diagnostic then lsp_diagnostic = candidate end
    end
  end
  local actions = client.request_sync("textDocument/codeAction", {
    textDocument = document, range = lsp_diagnostic.range, context = { diagnostics = { lsp_diagnostic } },
  }, 10000, bufnr)
  local action = actions and actions.result and actions.result[1]
  if not action then
    say("no code action for " .. vim.inspect(lsp_diagnostic):gsub("\n", " "))
    return nil
  end
  say("action " .. action.title)
  local before = published
  vim.lsp.util.apply_workspace_edit(action.edit, client.offset_encoding or "utf-16")
  if not vim.wait(30000, function() return published > before end, 20) then
    say("timeout waiting for diagnostics after the edit")
    return nil
  end
  report_diagnostics(label)
  return lsp_diagnostic
end

-- The last diagnostic's first action: "suppress with a reason".
local shown = vim.diagnostic.get(bufnr)
table.sort(shown, function(a, b) return a.lnum < b.lnum end)
local suppressed = apply_first_action(shown[#shown], "after")
if not suppressed then return finish() end
say("line " .. (suppressed.range.start.line + 1) .. " " .. vim.trim(vim.api.nvim_buf_get_lines(bufnr, suppressed.range.start.line, suppressed.range.start.line + 1, false)[1]))

-- The first icon-only button's first action: "add an accessibility label".
shown = vim.diagnostic.get(bufnr)
table.sort(shown, function(a, b) return a.lnum < b.lnum end)
local unlabelled
for _, d in ipairs(shown) do
  local code = d.user_data and d.user_data.lsp and d.user_data.lsp.code or d.code
  if code == "voiceover-label" and not unlabelled then unlabelled = d end
end
if not unlabelled then
  say("no icon-only control")
  return finish()
end
local labelled = apply_first_action(unlabelled, "labelled")
if not labelled then return finish() end
for line = labelled.range.start.line, labelled.range.start.line + 2 do
  say("line " .. (line + 1) .. " " .. vim.trim(vim.api.nvim_buf_get_lines(bufnr, line, line + 1, false)[1]))
end
-- What the label still needs: a key with translations.
for _, d in ipairs(vim.diagnostic.get(bufnr, { lnum = labelled.range.start.line })) do say("message " .. d.message) end
client.stop()
vim.wait(5000, function() return client.is_stopped() end, 20)
finish()

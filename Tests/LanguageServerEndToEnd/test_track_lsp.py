"""End-to-end tests of `track lsp` with a real LSP client (pytest-lsp).

Run by Tests/TrackCLITests/LanguageServerEndToEndTests.swift, which sets
TRACK_BINARY to the debug build and EXAMPLES to the bundled examples.
"""
import asyncio
import os
import pathlib
import shutil

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

TRACK = os.environ.get("TRACK_BINARY", ".build/debug/track")
EXAMPLES = pathlib.Path(os.environ.get("EXAMPLES", "Examples")).resolve()
ENV = {k: v for k, v in os.environ.items() if k not in ("TRACK_FILE", "LEDGER_FILE")}
ENV["TRACK_TODAY"] = "2026-11-25"


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[TRACK, "lsp"], server_env=ENV))
async def client(lsp_client: LanguageClient):
    params = types.InitializeParams(capabilities=client_capabilities("visual-studio-code"))
    result = await lsp_client.initialize_session(params)
    lsp_client.server_capabilities = result.capabilities
    yield
    await lsp_client.shutdown_session()


def uri(path: pathlib.Path) -> str:
    return path.resolve().as_uri()


def open_document(client: LanguageClient, path: pathlib.Path, text: str | None = None, version: int = 1):
    client.text_document_did_open(types.DidOpenTextDocumentParams(text_document=types.TextDocumentItem(
        uri=uri(path), language_id="ledger", version=version, text=path.read_text() if text is None else text)))


async def diagnostics_for(client: LanguageClient, path: pathlib.Path):
    """The next diagnostics published for path (taken, so that the next call waits for new ones)."""
    await published(client, path)
    return client.diagnostics.pop(uri(path))


async def published(client: LanguageClient, *paths: pathlib.Path):
    """Waits until diagnostics were published for every path (each comes in its own notification)."""
    async def all_there():
        while not all(uri(p) in client.diagnostics for p in paths):
            await client.wait_for_notification("textDocument/publishDiagnostics")
    await asyncio.wait_for(all_there(), 20)


UNBALANCED = "2026-11-02 Corner Market\n    Expenses:Food   84.21 USD\n    Assets:Cash   -84.20 USD\n"


@pytest.mark.asyncio(loop_scope="function")
async def test_capabilities(client: LanguageClient):
    caps = client.server_capabilities
    assert caps.document_formatting_provider
    assert caps.document_range_formatting_provider
    assert caps.hover_provider and caps.definition_provider and caps.references_provider
    assert caps.completion_provider is not None
    assert caps.semantic_tokens_provider is not None
    assert caps.rename_provider and caps.workspace_symbol_provider


@pytest.mark.asyncio(loop_scope="function")
async def test_example_has_no_diagnostics(client: LanguageClient):
    path = EXAMPLES / "household.journal"
    open_document(client, path)
    assert len(await diagnostics_for(client, path)) == 0


@pytest.mark.asyncio(loop_scope="function")
async def test_an_error_then_fixed_in_unsaved_text(client: LanguageClient, tmp_path: pathlib.Path):
    path = tmp_path / "a.journal"
    path.write_text("")
    open_document(client, path, UNBALANCED)
    diagnostics = await diagnostics_for(client, path)
    assert len(diagnostics) == 1
    assert "does not balance" in diagnostics[0].message and "hint:" in diagnostics[0].message
    assert diagnostics[0].range.start.line == 0
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=uri(path), version=2),
        content_changes=[types.TextDocumentContentChangePartial(
            range=types.Range(start=types.Position(line=2, character=23), end=types.Position(line=2, character=24)), text="1")]))
    assert len(await diagnostics_for(client, path)) == 0
    assert path.read_text() == ""  # nothing written


@pytest.mark.asyncio(loop_scope="function")
async def test_include_graph(client: LanguageClient, tmp_path: pathlib.Path):
    main, food = tmp_path / "main.journal", tmp_path / "food.journal"
    main.write_text("include food.journal\n")
    food.write_text(UNBALANCED)
    open_document(client, main)
    await published(client, main, food)
    assert len(client.diagnostics.get(uri(food), [])) == 1
    assert len(client.diagnostics.get(uri(main))) == 0


@pytest.mark.asyncio(loop_scope="function")
async def test_formatting_is_track_fmt(client: LanguageClient, tmp_path: pathlib.Path):
    path = tmp_path / "a.journal"
    text = "2026/1/3 Lunch\n  Expenses:Food   12.5 USD\n  Assets:Cash\n"
    path.write_text(text)
    open_document(client, path)
    edits = await client.text_document_formatting_async(types.DocumentFormattingParams(
        text_document=types.TextDocumentIdentifier(uri=uri(path)), options=types.FormattingOptions(tab_size=4, insert_spaces=True)))
    assert edits
    lines = text.splitlines(keepends=True)
    for edit in sorted(edits, key=lambda e: e.range.start.line, reverse=True):
        lines[edit.range.start.line:edit.range.end.line] = [edit.new_text]
    formatted = "".join(lines)
    assert formatted.startswith("2026-01-03 Lunch\n    Expenses:Food")
    assert path.read_text() == text


@pytest.mark.asyncio(loop_scope="function")
async def test_navigation_on_the_example(client: LanguageClient):
    path = EXAMPLES / "household.journal"
    open_document(client, path)
    await published(client, path)
    doc = types.TextDocumentIdentifier(uri=uri(path))
    lines = path.read_text().splitlines()
    # A transaction's posting (the journal's `~` rules come first).
    posting = next(i for i, l in enumerate(lines) if l.startswith("    Assets:Bank:Checking") and "USD" in l)
    at = types.Position(line=posting, character=8)

    hover = await client.text_document_hover_async(types.HoverParams(text_document=doc, position=at))
    assert "Assets:Bank:Checking" in hover.contents.value and "balance:" in hover.contents.value

    definition = await client.text_document_definition_async(types.DefinitionParams(text_document=doc, position=at))
    assert definition.range.start.line == next(i for i, l in enumerate(lines) if l.startswith("account Assets:Bank:Checking"))

    references = await client.text_document_references_async(types.ReferenceParams(
        text_document=doc, position=at, context=types.ReferenceContext(include_declaration=False)))
    assert len(references) > 10

    symbols = await client.text_document_document_symbol_async(types.DocumentSymbolParams(text_document=doc))
    assert any(s.name.startswith("2026-") for s in symbols)

    folds = await client.text_document_folding_range_async(types.FoldingRangeParams(text_document=doc))
    assert any(f.kind == "comment" for f in folds)

    found = await client.workspace_symbol_async(types.WorkspaceSymbolParams(query="visa"))
    assert [s.name for s in found] == ["Liabilities:Cards:Visa"]

    hints = await client.text_document_inlay_hint_async(types.InlayHintParams(
        text_document=doc, range=types.Range(start=types.Position(line=0, character=0), end=types.Position(line=len(lines), character=0))))
    assert hints and all("USD" in h.label for h in hints)

    tokens = await client.text_document_semantic_tokens_full_async(types.SemanticTokensParams(text_document=doc))
    assert len(tokens.data) % 5 == 0 and len(tokens.data) > 100

    completion = await client.text_document_completion_async(types.CompletionParams(
        text_document=doc, position=types.Position(line=posting, character=6)))
    items = completion.items if hasattr(completion, "items") else completion
    assert any(i.label == "Assets:Bank:Checking" and "USD" in (i.detail or "") for i in items)

    rename = await client.text_document_rename_async(types.RenameParams(text_document=doc, position=at, new_name="Assets:Bank:Current"))
    edits = rename.changes[uri(path)]
    assert len(edits) == len(references) + 1


@pytest.mark.asyncio(loop_scope="function")
async def test_unknown_request_is_method_not_found(client: LanguageClient):
    with pytest.raises(Exception) as raised:
        await client.protocol.send_request_async("track/nothing", {})
    assert "-32601" in str(raised.value) or "not found" in str(raised.value).lower()


@pytest.mark.asyncio(loop_scope="function")
async def test_code_action_fixes_an_unbalanced_transaction(client: LanguageClient, tmp_path: pathlib.Path):
    path = tmp_path / "a.journal"
    path.write_text(UNBALANCED)
    open_document(client, path)
    diagnostics = await diagnostics_for(client, path)
    actions = await client.text_document_code_action_async(types.CodeActionParams(
        text_document=types.TextDocumentIdentifier(uri=uri(path)), range=diagnostics[0].range,
        context=types.CodeActionContext(diagnostics=list(diagnostics))))
    assert [a.title for a in actions] == ["Set the last amount to -84.21 USD", "Leave out the last amount (track infers it)"]
    assert actions[0].is_preferred
    edit = actions[0].edit.changes[uri(path)][0]
    assert edit.new_text == "-84.21 USD" and edit.range.start.line == 2
    fixed = UNBALANCED.splitlines(keepends=True)
    line = fixed[2]
    fixed[2] = line[:edit.range.start.character] + edit.new_text + line[edit.range.end.character:]
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=uri(path), version=2),
        content_changes=[types.TextDocumentContentChangeWholeDocument(text="".join(fixed))]))
    assert len(await diagnostics_for(client, path)) == 0
    assert path.read_text() == UNBALANCED  # the editor applies edits, not the server
    leave_out = actions[1].edit.changes[uri(path)][0]
    assert leave_out.new_text == "" and leave_out.range.start.line == 2


@pytest.mark.asyncio(loop_scope="function")
async def test_accounts_in_periodic_and_auto_rules(client: LanguageClient, tmp_path: pathlib.Path):
    path = EXAMPLES / "household.journal"
    open_document(client, path)
    await published(client, path)
    doc = types.TextDocumentIdentifier(uri=uri(path))
    lines = path.read_text().splitlines()
    rule = next(i for i, l in enumerate(lines) if l.startswith("~ monthly from"))
    at = types.Position(line=rule + 1, character=8)
    hover = await client.text_document_hover_async(types.HoverParams(text_document=doc, position=at))
    assert hover is not None and "**Liabilities:Loans:Car**" in hover.contents.value and "balance:" in hover.contents.value
    references = await client.text_document_references_async(types.ReferenceParams(
        text_document=doc, position=at, context=types.ReferenceContext(include_declaration=False)))
    assert rule + 1 in [r.range.start.line for r in references]

    auto = tmp_path / "auto.journal"
    auto.write_text("= Expenses:Food\n    (Budget:Food)   *-1\n\n2026-11-02 x\n    Expenses:Food   5 USD\n    Assets:Cash\n")
    open_document(client, auto)
    await published(client, auto)
    hover = await client.text_document_hover_async(types.HoverParams(
        text_document=types.TextDocumentIdentifier(uri=uri(auto)), position=types.Position(line=1, character=7)))
    assert hover is not None and "**Budget:Food**" in hover.contents.value


@pytest.mark.asyncio(loop_scope="function")
async def test_range_formatting_save_and_configuration(client: LanguageClient, tmp_path: pathlib.Path):
    path = tmp_path / "a.journal"
    # 1,000: nothing decides its decimal mark, which --strict warns about.
    text = "2026/1/3 Lunch\n  Expenses:Food   12 USD\n  Assets:Cash\n\n2026/1/4 Tea\n  Expenses:Food   1,000 USD\n  Assets:Cash\n"
    path.write_text(text)
    open_document(client, path)
    assert len(await diagnostics_for(client, path)) == 0
    doc = types.TextDocumentIdentifier(uri=uri(path))
    ranged = await client.text_document_range_formatting_async(types.DocumentRangeFormattingParams(
        text_document=doc, range=types.Range(start=types.Position(line=4, character=0), end=types.Position(line=6, character=0)),
        options=types.FormattingOptions(tab_size=4, insert_spaces=True)))
    assert ranged and all(e.range.start.line >= 3 for e in ranged)
    saved = await client.text_document_will_save_wait_until_async(types.WillSaveTextDocumentParams(
        text_document=doc, reason=types.TextDocumentSaveReason.Manual))
    assert len(saved) > len(ranged)
    client.workspace_did_change_configuration(types.DidChangeConfigurationParams(settings={"track": {"strict": True}}))
    warnings = await diagnostics_for(client, path)
    assert [d.severity for d in warnings] == [types.DiagnosticSeverity.Warning]
    client.text_document_did_save(types.DidSaveTextDocumentParams(text_document=doc))
    assert path.read_text() == text

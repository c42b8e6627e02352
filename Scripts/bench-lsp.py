#!/usr/bin/env python3
"""Benchmark of `track lsp` on one journal (a measurement, not a test).

Usage: Scripts/bench-lsp.py JOURNAL [--track PATH] [--runs N]

Speaks JSON-RPC over stdio to `track lsp` as an editor would (Python 3
standard library only) and prints, each as the median and the worst of
--runs tries:

- open: didOpen of the whole journal until its diagnostics are published;
- diagnostics: a one-character change in the middle of the file (a date's
  month digit, which makes the date invalid, then back, which fixes it)
  until the diagnostics are published; the server publishes only what
  changed, so each change must change the diagnostics to be seen;
- completion: an account completion on a posting line in the middle;
- hover: on that posting's account;
- format: whole-document formatting;
- memory: the server's peak resident set (VmHWM in /proc/PID/status) next
  to the peak of `track check` on the same file (`/usr/bin/time -v`).

Wall times on a shared machine are noisy: compare runs made together.
"""
import argparse
import json
import os
import pathlib
import statistics
import subprocess
import sys
import time


class Server:
    """A `track lsp` process and the messages to and from it."""

    def __init__(self, track: str):
        env = {k: v for k, v in os.environ.items() if k not in ("TRACK_FILE", "LEDGER_FILE")}
        self.process = subprocess.Popen([track, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, env=env)
        self.next_id = 1

    def send(self, message: dict):
        body = json.dumps(message).encode()
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.process.stdin.flush()

    def receive(self) -> dict:
        length = None
        while True:
            line = self.process.stdout.readline()
            if not line:
                raise EOFError("the server closed its output")
            line = line.strip()
            if not line:
                break
            name, _, value = line.partition(b":")
            if name.lower() == b"content-length":
                length = int(value)
        return json.loads(self.process.stdout.read(length))

    def request(self, method: str, params) -> dict:
        """Sends a request and returns its response (notifications meanwhile are dropped)."""
        request_id = self.next_id
        self.next_id += 1
        self.send({"jsonrpc": "2.0", "id": request_id, "method": method, "params": params})
        while True:
            message = self.receive()
            if message.get("id") == request_id and "method" not in message:
                if "error" in message:
                    raise RuntimeError(f"{method}: {message['error']}")
                return message.get("result")

    def notify(self, method: str, params):
        self.send({"jsonrpc": "2.0", "method": method, "params": params})

    def diagnostics(self, uri: str) -> list:
        """Waits for the next diagnostics published for uri."""
        while True:
            message = self.receive()
            if message.get("method") == "textDocument/publishDiagnostics" and message["params"]["uri"] == uri:
                return message["params"]["diagnostics"]

    def peak_memory_kb(self) -> int:
        for line in pathlib.Path(f"/proc/{self.process.pid}/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1])
        return 0

    def close(self):
        self.request("shutdown", None)
        self.notify("exit", None)
        self.process.wait(timeout=30)


def timed(action):
    start = time.perf_counter()
    result = action()
    return (time.perf_counter() - start) * 1000, result


def middle_posting(lines: list[str]) -> int:
    """A posting line with an amount near the middle, whose transaction's date starts the line before it."""
    for i in range(len(lines) // 2, len(lines)):
        if lines[i].startswith("    ") and i > 0 and lines[i - 1][:4].isdigit() and lines[i - 1][4] == "-":
            return i
    raise SystemExit("no transaction in the second half of the journal")


def check_peak_kb(track: str, journal: str) -> int:
    result = subprocess.run(["/usr/bin/time", "-v", track, "check", "-f", journal],
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    for line in result.stderr.splitlines():
        if "Maximum resident set size" in line:
            return int(line.split()[-1])
    return 0


def summary(name: str, times: list[float], target: float | None):
    median, worst = statistics.median(times), max(times)
    verdict = "" if target is None else ("  ok" if median <= target else f"  OVER the {target:g} ms target")
    print(f"{name:<12} median {median:9.1f} ms   worst {worst:9.1f} ms   ({len(times)} runs){verdict}")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("journal")
    parser.add_argument("--track", default=".build-release/release/track")
    parser.add_argument("--runs", type=int, default=10)
    args = parser.parse_args()

    path = pathlib.Path(args.journal).resolve()
    text = path.read_text()
    lines = text.split("\n")
    uri = path.as_uri()
    posting = middle_posting(lines)
    header = posting - 1
    # Targets from issue 18: at 100k transactions, diagnostics 150 ms, completion 50 ms, format 1 s; small journals 20 ms.
    small = len(text) < 1_000_000
    targets = {"diagnostics": 20 if small else 150, "completion": 20 if small else 50,
               "hover": 20 if small else None, "format": 20 if small else 1000}

    server = Server(args.track)
    server.request("initialize", {"processId": os.getpid(), "rootUri": path.parent.as_uri(), "capabilities": {}})
    server.notify("initialized", {})

    def open_document():
        server.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "ledger", "version": 1, "text": text}})
        return server.diagnostics(uri)
    open_ms, opened = timed(open_document)
    if opened:
        raise SystemExit(f"the journal has diagnostics to begin with: {opened[0]['message']}")
    print(f"{path.name}: {len(text):,} bytes, {len(lines):,} lines; the edited line is {header + 1}")
    summary("open", [open_ms], None)
    peaks = {"open": server.peak_memory_kb()}

    version = 1
    month = lines[header][5]

    def change(character: str) -> list:
        nonlocal version
        version += 1
        server.notify("textDocument/didChange", {
            "textDocument": {"uri": uri, "version": version},
            "contentChanges": [{"range": {"start": {"line": header, "character": 5}, "end": {"line": header, "character": 6}},
                                "text": character}]})
        return server.diagnostics(uri)

    diagnostics = []
    for _ in range(args.runs):
        elapsed, broken = timed(lambda: change("4"))
        assert len(broken) == 1, broken
        diagnostics.append(elapsed)
        elapsed, fixed = timed(lambda: change(month))
        assert fixed == [], fixed
        diagnostics.append(elapsed)
    summary("diagnostics", diagnostics, targets["diagnostics"])
    peaks["diagnostics"] = server.peak_memory_kb()

    document = {"uri": uri}
    at = {"line": posting, "character": 7}
    completion, hover, formatting = [], [], []
    for _ in range(args.runs):
        elapsed, items = timed(lambda: server.request("textDocument/completion", {"textDocument": document, "position": at}))
        assert items, "no completion"
        completion.append(elapsed)
        elapsed, shown = timed(lambda: server.request("textDocument/hover", {"textDocument": document, "position": at}))
        assert shown, "no hover"
        hover.append(elapsed)
    summary("completion", completion, targets["completion"])
    summary("hover", hover, targets["hover"])
    peaks["completion and hover"] = server.peak_memory_kb()
    for _ in range(max(1, args.runs // 3)):
        elapsed, _ = timed(lambda: server.request("textDocument/formatting", {
            "textDocument": document, "options": {"tabSize": 4, "insertSpaces": True}}))
        formatting.append(elapsed)
    summary("format", formatting, targets["format"])

    server_kb = peaks["format"] = server.peak_memory_kb()
    server.close()
    check_kb = check_peak_kb(args.track, str(path))
    ratio = server_kb / check_kb if check_kb else float("nan")
    verdict = "ok" if ratio <= 2 else "OVER the 2x target"
    print(f"{'memory':<12} server {server_kb / 1024:7.1f} MB   track check {check_kb / 1024:7.1f} MB   ratio {ratio:.2f}  {verdict}")
    print(f"{'':<12} server's peak after " + ", ".join(f"{phase} {kb / 1024:.1f} MB" for phase, kb in peaks.items()))


if __name__ == "__main__":
    sys.exit(main())

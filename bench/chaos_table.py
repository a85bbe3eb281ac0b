"""The chaos run's Markdown tables: the fault scenarios, the poison cases, revoke under streams, the suites."""
from __future__ import annotations

from bench.chaos_revoke import REVOKE, revoke_table
from bench.webhooks_kills import WEBHOOK_KILLS, webhook_kills_table


def table(scenarios: dict, suites: dict) -> str:
    lines = ["| Fault | Faults injected | Moves accepted | Lost | Doubled | 5xx answers | Notes |",
             "|---|---:|---:|---:|---:|---:|---|"]
    for name, r in scenarios.items():
        if name in ("dead letters", REVOKE, WEBHOOK_KILLS) or not isinstance(r, dict):
            continue
        if "error" in r or "skipped" in r:
            lines.append(f"| {name} | - | - | - | - | - | {r.get('error') or r.get('skipped')} |")
            continue
        notes = [f"{r.get('games', 0)} games", f"{r.get('rejected', 0)} rejected"]
        if "409" in r:
            notes.append(f"{r['409']} answered 409, {r.get('no_winner', 0)} rounds with none applied")
        if "backends_cut" in r:
            notes.append(f"{r['backends_cut']} backends terminated")
        if r.get("client_errors"):
            notes.append(f"{r['client_errors']} errors seen by the client, first: "
                         f"`{str(r['error_samples'][0])[:120]}`")
        notes.append(f"{r['seconds']:.0f} s")
        five = f"{r['5xx']}" + (f" (all 503, retried)" if r['5xx'] and r.get('503') == r['5xx'] else
                                f" ({r['503']} of them 503)" if r.get('503') else "")
        lines.append(f"| {name} | {r.get('faults', '-')} | {r['accepted']} | {r['lost']} | {r['doubled']} | "
                     f"{five} | {', '.join(notes)} |")
    fuzz = suites.get("input fuzz")
    if fuzz:
        lines.append(f"| input fuzz (test_fuzz + test_schemathesis) | {fuzz.get('hostile_requests', '-')} hostile "
                     f"requests | - | - | - | {fuzz.get('hostile_5xx', 0) + fuzz.get('failed_5xx', 0)} | "
                     f"{fuzz['passed']} passed, {fuzz['failed'] + fuzz['errors']} failed, {fuzz['seconds']:.0f} s |")
    dl = scenarios.get("dead letters", {})
    out = "\n".join(lines)
    if dl.get("cases"):
        rows = ["", "| Poison case (real worker, rows written into PostgreSQL) | Outcome | Seconds from admission "
                "| Dead-lettered within 60 s |", "|---|---|---:|---|"]
        for c in dl["cases"]:
            secs = f"{c['seconds']:.1f}" if c["seconds"] is not None else "-"
            if c["poison"]:
                verdict = "yes" if c["dead_lettered_in_60s"] else "NO"
            else:
                verdict = "n/a: refused as illegal, final" if c["final_in_60s"] else "NO: not final"
            rows.append(f"| {c['case']} | {c['outcome']} | {secs} | {verdict} |")
        out += "\n" + "\n".join(rows)
    elif dl:
        out += f"\n\ndead letters: {dl}"
    if REVOKE in scenarios:
        out += "\n" + revoke_table(scenarios[REVOKE])
    if WEBHOOK_KILLS in scenarios:
        out += "\n" + webhook_kills_table(scenarios[WEBHOOK_KILLS])
    if suites:
        rows = ["", "| Test suite (-m 'not slow') | Passed | Failed | Skipped | Seconds |", "|---|---:|---:|---:|---:|"]
        for name, s in suites.items():
            rows.append(f"| {name} | {s['passed']} | {s['failed'] + s['errors']} | {s['skipped']} | "
                        f"{s['seconds']:.0f} |")
            for f in s.get("failures", [])[:5]:
                rows.append(f"| &nbsp; failed: `{f}` | | | | |")
        out += "\n" + "\n".join(rows)
    return out

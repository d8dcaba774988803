#!/usr/bin/env python3
"""Agreement of `chess960 pair --dutch` with bbpPairings, the reference for the FIDE Dutch
system (2025 rules).

Generates N random tournaments with bbpPairings' generator (6-60 players, 3-11 rounds, with
half-point byes, forfeits and withdrawals), runs `chess960 pair --dutch FILE --check` on each
and reports:
  - the fraction of tournaments in which every round equals the reference's pairing;
  - the kinds of differences (by the bracket and colour of the first differing board);
  - whether our own pairing of every round keeps the absolute criteria: no rematch, no
    second pairing-allocated bye (nor one after a full-point bye or a forfeit win), colour
    difference within +-2 and no three same colours in a row (except for players above 50 %
    in the last round, where C.04.3 allows it).

bbpPairings is not part of this repository: build it yourself (Apache-2.0,
github.com/BieremaBoyzProgramming/bbpPairings, `make bbpPairings.exe version=5.0`) and pass
its path with --bbp.

Usage: scripts/pairing-agreement.py --bbp /path/to/bbpPairings.exe [-n 500] [--seed 1]
           [--chess960 target/release/chess960] [--keep DIR]
       scripts/pairing-agreement.py --bbp ... --fixtures crates/swiss/tests/data [-n 30]

With --fixtures, writes the test data of crates/swiss/tests/reference.rs instead: N small
generated tournaments (NN.trf), each also cut before its last round with the planned number
of rounds added (NN-next.trf) and bbpPairings' pairing of that round (NN-next.pairs).
"""

import argparse
import os
import random
import subprocess
import sys
import tempfile
from collections import Counter


def parse_trf(path):
    """Returns {rank: [(opponent or 0, colour char, result char), ...]}, rounds."""
    with open(path, encoding="utf-8", newline="") as f:
        text = f.read()
    lines = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
    players = {}
    rounds = None
    for line in lines:
        if line.startswith("001"):
            rank = int(line[4:8])
            entries = []
            i = 91
            while i + 8 <= len(line):
                opp = line[i:i + 4].strip()
                entries.append((int(opp) if opp and opp != "0000" else 0, line[i + 5], line[i + 7].upper()))
                i += 10
            players[rank] = entries
        elif line.startswith("XXR") or line.startswith("142"):
            rounds = int(line[3:].strip())
    if rounds is None:
        rounds = max((len(e) for e in players.values()), default=0)
    return players, rounds


def points(entry):
    opp, colour, result = entry
    return {"1": 2, "+": 2, "W": 2, "U": 2, "F": 2, "=": 1, "D": 1, "H": 1}.get(result, 0)


def played(entry):
    opp, colour, result = entry
    return opp != 0 and colour in "wb" and result in "10=WLD"


def our_boards(players, rnd, diff_lines):
    """The file's boards of round rnd, with the differing ones replaced by ours."""
    boards = set()
    for rank, entries in players.items():
        if rnd - 1 < len(entries):
            opp, colour, result = entries[rnd - 1]
            if opp and (colour == "w" or (colour == "-" and rank < opp)):
                boards.add((rank, opp))
            elif opp == 0 and result in "U+" and colour == "-":
                boards.add((rank, 0))
    theirs, ours = diff_lines.get(rnd, ([], []))
    for b in theirs:
        boards.discard(b)
        boards.discard((b[1], b[0]))
    boards |= set(ours)
    return boards


def absolute_violations(players, total_rounds, rnd, boards):
    """Absolute-criteria breaches of our pairing `boards` of round rnd."""
    out = []
    history = {r: e[: rnd - 1] for r, e in players.items()}
    for white, black in boards:
        if black == 0:
            past = history.get(white, [])
            if any((e[0] == 0 and e[2] in "U+F") or (e[0] != 0 and e[2] == "+" and not played(e)) for e in past):
                out.append("second bye")
            continue
        if any(played(e) and e[0] == black for e in history.get(white, [])):
            out.append("rematch")
        # C.04.3 C3: in the last round a topscorer (above 50 %) and their opponent may break
        # the colour limits.
        scores = [sum(points(e) for e in history.get(p, [])) for p in (white, black)]
        if rnd == total_rounds and max(scores) > rnd - 1:
            continue
        for player, colour in ((white, "w"), (black, "b")):
            colours = [e[1] for e in history.get(player, []) if played(e)] + [colour]
            if abs(colours.count("w") - colours.count("b")) > 2:
                out.append("colour difference")
            if len(colours) >= 3 and len(set(colours[-3:])) == 1:
                out.append("three in a row")
    return out


def parse_check(stdout):
    """{round: ([their boards], [our boards])} from `--check` output."""
    diffs = {}
    kinds = []
    for line in stdout.splitlines():
        if not line.startswith("round "):
            continue
        head, _, rest = line.partition(": ")
        rnd = int(head.split()[1])
        if "the Dutch system pairs" not in rest:
            kinds.append("no pairing: " + rest)
            diffs[rnd] = ([], [])
            continue
        theirs_text, _, ours_text = rest.partition("; the Dutch system pairs ")
        theirs_text = theirs_text.replace("the file has ", "")

        def boards(text):
            out = []
            for part in text.split(","):
                part = part.strip()
                if part:
                    a, b = part.split()
                    out.append((int(a), int(b)))
            return out

        diffs[rnd] = (boards(theirs_text), boards(ours_text))
    return diffs, kinds


def classify(theirs, ours):
    """A short name for a round's difference."""
    same_pairs = {frozenset(b) for b in theirs} == {frozenset(b) for b in ours}
    if same_pairs:
        return "colours only"
    if any(b[1] == 0 for b in theirs) != any(b[1] == 0 for b in ours) or \
            {b for b in theirs if b[1] == 0} != {b for b in ours if b[1] == 0}:
        return "bye assignee"
    return "pairs"


def cut_last_round(text):
    """The tournament without its last round (scores recomputed), with an XXR line."""
    lines = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
    rounds = 0
    for line in lines:
        if line.startswith("001"):
            rounds = max(rounds, (len(line.rstrip()) - 91 + 2) // 10)
    out = []
    for line in lines:
        if line.startswith("001"):
            entries = []
            i = 91
            while i + 8 <= len(line) and len(entries) < rounds - 1:
                entries.append(line[i:i + 8])
                i += 10
            pts = sum(points((0, e[5], e[7].upper())) for e in entries)
            # The last round's byes and absences stay, as entries for the round to pair.
            last = line[i:i + 8].ljust(8)
            if last[:4].strip() in ("", "0000") and last[7].upper() not in "U+":
                while len(entries) < rounds - 1:
                    entries.append(" " * 8)
                entries.append("0000 - " + (last[7].upper() if last[7].strip() else "Z"))
            head = line[:80] + f"{pts // 2}.{5 if pts % 2 else 0}".rjust(4) + line[84:89]
            out.append((head + "".join("  " + e for e in entries)).rstrip())
        elif line.strip():
            out.append(line)
    out.append(f"XXR {rounds}")
    return "\n".join(out) + "\n"


def make_fixtures(args, rng):
    os.makedirs(args.fixtures, exist_ok=True)
    made = 0
    attempt = 0
    while made < args.n:
        attempt += 1
        n_players = rng.randint(6, 30)
        n_rounds = rng.randint(3, min(9, n_players - 1))
        cfg = os.path.join(tempfile.gettempdir(), "fixture.cfg")
        with open(cfg, "w") as f:
            f.write(f"PlayersNumber={n_players}\nRoundsNumber={n_rounds}\n"
                    f"DrawPercentage={rng.randint(10, 50)}\nForfeitRate={rng.randint(6, 20)}\n"
                    f"RetiredRate={rng.randint(6, 20)}\nHalfPointByeRate={rng.randint(6, 20)}\n")
        name = os.path.join(args.fixtures, f"{made:02}")
        seed = rng.randint(1, 2**31)
        gen = subprocess.run([args.bbp, "--dutch", "-g", cfg, "-o", name + ".trf", "-s", str(seed)],
                             capture_output=True, text=True)
        if gen.returncode != 0:
            continue
        with open(name + ".trf", encoding="utf-8", newline="") as f:
            text = f.read()
        with open(name + "-next.trf", "w", encoding="utf-8", newline="") as f:
            f.write(cut_last_round(text))
        subprocess.run([args.bbp, "--dutch", name + "-next.trf", "-p", name + "-next.pairs"], check=True)
        with open(name + "-next.pairs", encoding="utf-8", newline="") as f:
            pairs = f.read().replace("\r\n", "\n").replace("\r", "\n")
        with open(name + "-next.pairs", "w", encoding="utf-8", newline="") as f:
            f.write(pairs)
        made += 1
    print(f"wrote {made} tournaments to {args.fixtures} ({attempt} tried)")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--bbp", required=True, help="path to bbpPairings.exe")
    ap.add_argument("-n", type=int, default=500, help="number of tournaments")
    ap.add_argument("--seed", type=int, default=1, help="seed of the tournament parameters")
    ap.add_argument("--chess960", default="target/release/chess960")
    ap.add_argument("--keep", help="keep the generated files (and the disagreeing ones) here")
    ap.add_argument("--fixtures", help="write reference test data to this folder instead")
    ap.add_argument("--rates", default="8-40",
                    help="range of the generator's forfeit, withdrawal and half-point-bye rates "
                         "(one in N games or players; lower is harsher), default 8-40")
    args = ap.parse_args()
    rng = random.Random(args.seed)
    if args.fixtures:
        make_fixtures(args, rng)
        return
    workdir = args.keep or tempfile.mkdtemp(prefix="pairing-agreement-")
    os.makedirs(workdir, exist_ok=True)
    low, high = (int(x) for x in args.rates.split("-"))
    agree = 0
    total = 0
    next_total = 0
    next_agree = 0
    rounds_total = 0
    rounds_differing = 0
    kinds = Counter()
    violations = Counter()
    disagreeing = []
    for i in range(args.n):
        n_players = rng.randint(6, 60)
        n_rounds = rng.randint(3, min(11, n_players - 1))
        cfg = os.path.join(workdir, f"t{i}.cfg")
        trf = os.path.join(workdir, f"t{i}.trf")
        with open(cfg, "w") as f:
            f.write(f"PlayersNumber={n_players}\nRoundsNumber={n_rounds}\n"
                    f"DrawPercentage={rng.randint(10, 50)}\nForfeitRate={rng.randint(low, high)}\n"
                    f"RetiredRate={max(2, rng.randint(low, high))}\n"
                    f"HalfPointByeRate={rng.randint(low, high)}\n")
        seed = rng.randint(1, 2**31)
        gen = subprocess.run([args.bbp, "--dutch", "-g", cfg, "-o", trf, "-s", str(seed)],
                             capture_output=True, text=True)
        if gen.returncode != 0 or not os.path.exists(trf):
            print(f"generator failed for {cfg} seed {seed}: {gen.stderr.strip()}", file=sys.stderr)
            continue
        total += 1
        res = subprocess.run([args.chess960, "pair", "--dutch", trf, "--check"], capture_output=True, text=True)
        if res.returncode not in (0, 1) or "panicked" in res.stderr:
            kinds["crash or bad file: " + res.stderr.strip()[:80]] += 1
            disagreeing.append(trf)
            continue
        players, planned = parse_trf(trf)
        diffs, errors = parse_check(res.stdout)
        for e in errors:
            kinds[e] += 1
        played_rounds = max((len(e) for e in players.values()), default=0)
        rounds_total += played_rounds
        rounds_differing += len(diffs)
        for rnd, (theirs, ours) in diffs.items():
            if theirs or ours:
                kinds[classify(theirs, ours)] += 1
        for rnd in range(1, played_rounds + 1):
            for v in absolute_violations(players, planned, rnd, our_boards(players, rnd, diffs)):
                violations[v] += 1
        if res.returncode == 0:
            agree += 1
        else:
            disagreeing.append(trf)
        # The same tournament cut before its last round: `pair` against bbpPairings' -p.
        cut = trf[:-4] + "-next.trf"
        with open(trf, encoding="utf-8", newline="") as f:
            cut_text = cut_last_round(f.read())
        with open(cut, "w", encoding="utf-8", newline="") as f:
            f.write(cut_text)
        ref = subprocess.run([args.bbp, "--dutch", cut, "-p", cut + ".pairs"], capture_output=True, text=True)
        if ref.returncode == 0:
            next_total += 1
            with open(cut + ".pairs", encoding="utf-8", newline="") as f:
                expected = f.read().replace("\r\n", "\n").replace("\r", "\n")
            ours = subprocess.run([args.chess960, "pair", "--dutch", cut], capture_output=True, text=True)
            if ours.stdout == expected:
                next_agree += 1
            else:
                kinds["next round (pair)"] += 1
                disagreeing.append(cut)
    print(f"tournaments: {total}, every round identical to bbpPairings: {agree} "
          f"({100.0 * agree / max(total, 1):.2f} %)")
    print(f"rounds: {rounds_total}, differing: {rounds_differing}")
    print(f"next-round pairings (`pair` on the tournament cut before its last round): "
          f"{next_agree} of {next_total} identical to bbpPairings' -p output")
    print("kinds of differences (rounds):", dict(kinds) if kinds else "none")
    print("absolute criteria broken in our pairings:", dict(violations) if violations else "none")
    if disagreeing:
        print("disagreeing files:", " ".join(disagreeing[:20]))


if __name__ == "__main__":
    main()

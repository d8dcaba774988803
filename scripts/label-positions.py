#!/usr/bin/env python3
"""Labels positions for the evaluation's tuner with Stockfish's judgement instead of a game's
result: every line `FEN;...` read (as `examples/datagen.rs` writes them) is written back as
`FEN;P`, where P is Stockfish's expected score from White's side, (win + draw / 2) / 1000 from
its `UCI_ShowWDL` output after a search of `--nodes` nodes (or of `--depth` plies). Mate
scores are dropped.

    cargo run --release -p engine --features tune --example datagen -- \\
        --games 100000 --nodes 1000 --seed 331 | scripts/label-positions.py --nodes 5000 > lab.txt
    cargo run --release -p engine --features tune --example tune -- --out weights.rs lab.txt

The tuner reads P as a (fractional) result. Stockfish (GPL) is only a measuring tool here: its
judgements are data, nothing of it is shipped. About 70 positions a second per core here with a
datagen at 1000 nodes in the same pipe; with `--depth 6` and a datagen at 300 nodes about 490
(2.25 million positions in 38 minutes on both cores, 2026-12-04). It speaks UCI to Stockfish
itself rather than through python-chess (as `scripts/match.py` does): the same labels, but
python-chess's analyse costs about 7 ms a position more here, most of the labelling time.
"""

import argparse
import subprocess
import sys


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--nodes", type=int, default=5000, help="Stockfish's nodes per position")
    ap.add_argument("--depth", type=int, help="a search of this depth instead of --nodes")
    ap.add_argument("--stockfish", default="/usr/games/stockfish")
    args = ap.parse_args()
    sf = subprocess.Popen([args.stockfish], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                          text=True, bufsize=1)

    def send(line):
        sf.stdin.write(line + "\n")
        sf.stdin.flush()

    def read():
        line = sf.stdout.readline()
        if not line:
            sys.exit("label-positions: Stockfish stopped")
        return line

    send("uci")
    while not read().startswith("uciok"):
        pass
    for option in ("UCI_Chess960 value true", "UCI_ShowWDL value true", "Hash value 16",
                   "Threads value 1"):
        send("setoption name " + option)
    send("isready")
    while not read().startswith("readyok"):
        pass

    for line in sys.stdin:
        fen = line.strip().split(";")[0]
        fields = fen.split()
        if len(fields) < 2:
            continue
        send("position fen " + fen)
        send(f"go depth {args.depth}" if args.depth else f"go nodes {args.nodes}")
        last = None
        while True:
            out = read()
            if out.startswith("bestmove"):
                break
            if out.startswith("info") and " wdl " in out and " score " in out:
                last = out.split()
        if last is None or "mate" in last:
            continue
        try:
            i = last.index("wdl")
            win, draw = int(last[i + 1]), int(last[i + 2])
        except (ValueError, IndexError):
            continue
        p = (win + draw / 2) / 1000.0
        if fields[1] == "b":
            p = 1.0 - p
        print(f"{fen};{p:.4f}")
    send("quit")


if __name__ == "__main__":
    main()

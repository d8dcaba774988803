#!/usr/bin/env python3
"""Would more time have saved our engine's bad moves? For every move of ours in a drops file
(scripts/where-lost.py --drops: lines `FEN;uci move;ours|them;drop;ply`), what the engine plays
there at 100 ms and at 1 s (ten times the match's time), and Stockfish's win chance (200 000
nodes, lichess's curve) for the played move and for the 1 s move.

A diagnosis, not a test: when a longer search finds a clearly better move in most of them, the
moves are lost to the search's horizon (speed and search), when it does not, to the evaluation.

    scripts/replay-drops.py drops.txt [--engine target/release/chess960]

Stockfish (GPL) is only a judge here; nothing of it is shipped.
"""

import argparse
import math
import os
import sys

try:
    import chess
    import chess.engine
except ImportError:
    sys.exit("replay-drops.py needs python-chess: python3 -m pip install chess")

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("drops")
    ap.add_argument("--engine", default=os.path.join(ROOT, "target", "release", "chess960"))
    ap.add_argument("--stockfish", default="/usr/games/stockfish")
    ap.add_argument("--nodes", type=int, default=200000, help="Stockfish's nodes a move")
    args = ap.parse_args()

    rows = []
    with open(args.drops) as f:
        for line in f:
            fields = line.strip().split(";")
            if len(fields) >= 5 and fields[2] == "ours":
                rows.append(fields)
    ours = chess.engine.SimpleEngine.popen_uci([args.engine, "uci"])
    sf = chess.engine.SimpleEngine.popen_uci(args.stockfish)
    sf.configure({"Threads": 1, "Hash": 64})

    def chance(board, move):
        """The mover's win chance after `move`, by Stockfish."""
        info = sf.analyse(board, chess.engine.Limit(nodes=args.nodes), root_moves=[move])
        s = info["score"].pov(board.turn)
        if s.is_mate():
            return 1.0 if s.mate() > 0 else 0.0
        return 1.0 / (1.0 + math.exp(-0.00368208 * s.score()))

    same = better = 0
    gain = 0.0
    try:
        for fen, uci, _, drop, ply in (r[:5] for r in rows):
            board = chess.Board(fen, chess960=True)
            played = chess.Move.from_uci(uci)
            # A new game object each time: python-chess sends ucinewgame, a fresh table.
            fast = ours.play(board, chess.engine.Limit(time=0.1), game=object()).move
            slow = ours.play(board, chess.engine.Limit(time=1.0), game=object()).move
            w_played = chance(board, played)
            w_slow = w_played if slow == played else chance(board, slow)
            same += fast == played
            better += w_slow - w_played >= 0.05
            gain += w_slow - w_played
            print(f"ply {ply}: played {board.san(played)} ({w_played:.2f}, drop {drop}); "
                  f"100 ms {board.san(fast)}; 1 s {board.san(slow)} ({w_slow:.2f})", flush=True)
    finally:
        ours.quit()
        sf.quit()
    n = len(rows)
    print(f"{n} moves of ours; at 100 ms again the same move {same}; at 1 s a move better by "
          f"0.05 or more {better}; mean change {gain / max(n, 1):+.3f}")


if __name__ == "__main__":
    main()

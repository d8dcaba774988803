"""Reads a PGN on standard input with python-chess and prints, per main-line move, the
move's ply, its eval from White's point of view (`cp N`, `mate N`, or `-`) and its NAGs,
one line each: `ply eval nags`. Used by crates/ui/tests/analysis_pgn.rs."""
import sys

import chess.pgn

game = chess.pgn.read_game(sys.stdin)
if game is None or game.errors:
    print("unreadable", game.errors if game else "")
    sys.exit(1)
for ply, node in enumerate(game.mainline(), start=1):
    ev = node.eval()
    if ev is None:
        text = "-"
    else:
        w = ev.white()
        text = f"mate {w.mate()}" if w.is_mate() else f"cp {w.score()}"
    nags = ",".join(str(n) for n in sorted(node.nags)) or "-"
    print(ply, text.replace(" ", ":"), nags)
print("END")

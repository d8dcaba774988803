#!/usr/bin/env python3
"""Spot-check of the analysis's marks (issue 21) against Stockfish 15.1 at depth 20.

Plays a few Chess960 games of Rokade's engine against itself at a low level (fixed seeds),
analyses every position as the viewer's quick setting does (full strength, depth 14 within
400 ms a position: `chess960 uci`, the same engine as the worker), marks the moves with the
same rule as crates/ui/src/analysis (drop of the mover's winning chances on lichess's curve,
2/(1+exp(-0.00368208*cp))-1 with cp clamped to +-1000 and mates +-1: 0.1 ?!, 0.2 ?, 0.3 ??),
then asks Stockfish at depth 20 about the first N marked moves: its best move in the position
before the move (does it agree with ours?) and how much the move played loses in its eyes
(does it agree the move deserves a mark?).

    scripts/analysis-spotcheck.py [--marks 10] [--games 6] [--level 3] [--per-game 3]

Needs python-chess, /usr/games/stockfish and `cargo build --release -p cli`. Stockfish is a
reference only (GPL); nothing of it is shipped.
"""

import argparse
import math
import os
import random
import sys

import chess
import chess.engine

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OURS = os.path.join(ROOT, "target", "release", "chess960")
STOCKFISH = "/usr/games/stockfish"


def chances(score):
    """White's winning chances in -1..1 from a PovScore."""
    w = score.white()
    if w.is_mate():
        m = w.mate()
        return 1.0 if m > 0 else -1.0
    cp = max(-1000, min(1000, w.score()))
    return 2.0 / (1.0 + math.exp(-0.00368208 * cp)) - 1.0


def white_chances(board, info):
    s = info["score"]
    if s.white().is_mate() and s.white().mate() == 0:
        return -1.0 if board.turn == chess.WHITE else 1.0
    return chances(s)


def mark(drop):
    return "??" if drop >= 0.3 else "?" if drop >= 0.2 else "?!" if drop >= 0.1 else ""


def final_chances(board):
    if board.is_checkmate():
        return -1.0 if board.turn == chess.WHITE else 1.0
    return 0.0


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--marks", type=int, default=10)
    ap.add_argument("--games", type=int, default=6)
    ap.add_argument("--level", type=int, default=3)
    ap.add_argument("--per-game", type=int, default=3, help="marked moves taken from one game at most")
    ap.add_argument("--seed", type=int, default=21)
    args = ap.parse_args()
    rng = random.Random(args.seed)
    player = chess.engine.SimpleEngine.popen_uci([OURS, "uci"])
    analyst = chess.engine.SimpleEngine.popen_uci([OURS, "uci"])
    sf = chess.engine.SimpleEngine.popen_uci(STOCKFISH)
    player.configure({"Level": args.level, "Seed": args.seed})
    analyst.configure({"Level": 8})
    sf.configure({"Threads": 1, "Hash": 64})
    marked = []
    for g in range(args.games):
        if len(marked) >= args.marks:
            break
        sp = rng.randrange(960)
        board = chess.Board.from_chess960_pos(sp)
        board.chess960 = True
        while not board.is_game_over(claim_draw=True) and board.ply() < 160:
            board.push(player.play(board, chess.engine.Limit(time=0.05)).move)
        # Analyse every position at the quick setting.
        replay = chess.Board.from_chess960_pos(sp)
        replay.chess960 = True
        evals = []
        for mv in list(board.move_stack) + [None]:
            if replay.is_game_over():
                evals.append((final_chances(replay), None))
            else:
                info = analyst.analyse(replay, chess.engine.Limit(depth=14, time=0.4))
                evals.append((white_chances(replay, info), info.get("pv", [None])[0]))
            if mv is not None:
                replay.push(mv)
        replay = chess.Board.from_chess960_pos(sp)
        replay.chess960 = True
        per_game = 0
        for ply, mv in enumerate(board.move_stack):
            white = replay.turn == chess.WHITE
            before, after = evals[ply][0], evals[ply + 1][0]
            drop = (before - after) if white else (after - before)
            # As the analysis does: the engine's own best move is never marked.
            m = "" if mv == evals[ply][1] else mark(drop)
            if m and len(marked) < args.marks and per_game < args.per_game:
                per_game += 1
                marked.append((sp, ply, replay.fen(), mv, evals[ply][1], m, drop))
            replay.push(mv)
        print(f"game {g + 1}: start {sp}, {len(board.move_stack)} plies, {len(marked)} marked moves so far", flush=True)
    agree_best = agree_mark = 0
    print()
    print("| start | move | our mark | our best | Stockfish d20 best | agree | SF: drop of the move played |")
    print("| --- | --- | --- | --- | --- | --- | --- |")
    for sp, ply, fen, mv, ours, m, drop in marked:
        b = chess.Board(fen, chess960=True)
        info = sf.analyse(b, chess.engine.Limit(depth=20))
        best = info["pv"][0]
        sf_before = white_chances(b, info)
        san = b.san(mv)
        ours_san = b.san(ours) if ours else "-"
        best_san = b.san(best)
        white = b.turn == chess.WHITE
        b.push(mv)
        if b.is_game_over():
            sf_after = final_chances(b)
        else:
            sf_after = white_chances(b, sf.analyse(b, chess.engine.Limit(depth=20)))
        sf_drop = (sf_before - sf_after) if white else (sf_after - sf_before)
        same = ours == best
        agree_best += same
        agree_mark += sf_drop >= 0.1
        number = f"{ply // 2 + 1}{'.' if white else '...'}"
        print(
            f"| {sp} | {number} {san} | {m} ({drop:.2f}) | {ours_san} | {best_san} | {'yes' if same else 'no'} | "
            f"{sf_drop:.2f} {mark(sf_drop) or '(none)'} |",
            flush=True,
        )
    print()
    print(f"best move agrees with Stockfish 15.1 depth 20: {agree_best} of {len(marked)}")
    print(f"Stockfish also sees a drop of at least 0.1 (a mark): {agree_mark} of {len(marked)}")
    for e in (player, analyst, sf):
        e.quit()


if __name__ == "__main__":
    sys.exit(main())

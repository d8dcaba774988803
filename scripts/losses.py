#!/usr/bin/env python3
"""Where our engine's lost games went wrong: for every game of a match PGN (scripts/match.py
--pgn) that Rokade lost, the first position after one of the opponent's moves (ply >= 6) that
Stockfish at full strength judges at -100 centipawns or worse for our side, with the material
balance there (pawn 1, minor 3, rook 5, queen 9, from our side).

A diagnosis, not a test: it says whether the losses begin in the opening with equal material
(an evaluation that plays the opening badly) or with material lost (tactics, the search).

    scripts/losses.py games.pgn [more.pgn ...] [--depth 10] [--stockfish /usr/games/stockfish]

Our side is the player whose name starts with "Rokade" (match.py names it "Rokade L<level>").
Stockfish (GPL) is only a judge here; nothing of it is shipped.
"""

import argparse
import statistics
import sys

try:
    import chess
    import chess.engine
    import chess.pgn
except ImportError:
    sys.exit("losses.py needs python-chess: python3 -m pip install chess")

VALUE = {chess.PAWN: 1, chess.KNIGHT: 3, chess.BISHOP: 3, chess.ROOK: 5, chess.QUEEN: 9, chess.KING: 0}


def material(board, us):
    """Material balance from `us`'s side."""
    return sum(VALUE[p.piece_type] * (1 if p.color == us else -1) for p in board.piece_map().values())


def lost_games(paths):
    """(game, our colour) for every game Rokade lost in the files."""
    for path in paths:
        with open(path) as f:
            while (game := chess.pgn.read_game(f)) is not None:
                white = game.headers.get("White", "").startswith("Rokade")
                black = game.headers.get("Black", "").startswith("Rokade")
                if white == black:
                    continue
                result = game.headers.get("Result")
                if (white and result == "0-1") or (black and result == "1-0"):
                    yield game, chess.WHITE if white else chess.BLACK


def turning_point(engine, game, us, depth):
    """(ply, score, material) of the first judged position at -100 or worse, or None."""
    board = game.board()
    for ply, move in enumerate(game.mainline_moves(), start=1):
        board.push(move)
        if ply < 6 or board.turn != us:
            continue
        info = engine.analyse(board, chess.engine.Limit(depth=depth))
        score = info["score"].pov(us).score(mate_score=3000)
        if score is not None and score <= -100:
            return ply, score, material(board, us)
    return None


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("pgn", nargs="+")
    ap.add_argument("--depth", type=int, default=10, help="Stockfish's depth per position")
    ap.add_argument("--stockfish", default="/usr/games/stockfish")
    args = ap.parse_args()
    engine = chess.engine.SimpleEngine.popen_uci(args.stockfish)
    try:
        engine.configure({"Threads": 1, "Hash": 16})
        points = []
        for game, us in lost_games(args.pgn):
            point = turning_point(engine, game, us, args.depth)
            event = game.headers.get("Event", "?")
            if point is None:
                print(f"{event}: never at -100 before the end")
                continue
            ply, score, mat = point
            print(f"{event}: ply {ply}, {score} cp, material {mat:+d}")
            points.append(point)
    finally:
        engine.quit()
    if not points:
        print("no lost game with a turning point")
        return
    plies = [p[0] for p in points]
    even = sum(1 for p in points if p[2] >= 0)
    print(f"{len(points)} lost games: turning point at ply {statistics.median(plies)} (median), "
          f"{sum(1 for p in plies if p <= 20)} by ply 20; material equal or better there in {even}")


if __name__ == "__main__":
    main()

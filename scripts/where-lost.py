#!/usr/bin/env python3
"""Where the win chance goes in a match, for both sides: every position of every game of a
match PGN (scripts/match.py --pgn) judged by Stockfish at full strength, each move's drop in the
mover's win chance (lichess's curve, 1 / (1 + exp(-0.00368208 * cp)), the one the analysis
screen marks moves by), summed by phase (plies played, pieces on the board), with the counts of
inaccuracies, mistakes and blunders (drops of 0.1, 0.2 and 0.3 or more), and how often a side
let a won (or lost) game go.

A diagnosis, not a test. Where scripts/losses.py finds the turning point of each lost game, this
compares the two players move by move over all games: where does our engine give away more than
its opponent?

    scripts/where-lost.py games.pgn [--nodes 20000] [--drops drops.txt]

Our side is the player whose name starts with "Rokade". With --drops, every move that lost 0.1
or more is written as `FEN;uci move;ours|them;drop;ply` (to replay those positions with more
time, for example). About 7 s a game at 20 000 nodes here. Stockfish (GPL) is only a judge
here; nothing of it is shipped.
"""

import argparse
import math
import sys

try:
    import chess
    import chess.engine
    import chess.pgn
except ImportError:
    sys.exit("where-lost.py needs python-chess: python3 -m pip install chess")

PLY_BANDS = ((0, 20, "plies 0-19"), (20, 60, "plies 20-59"), (60, 120, "plies 60-119"),
             (120, 10_000, "plies 120+"))
PIECE_BANDS = ((25, 33, "25-32 pieces"), (15, 25, "15-24 pieces"), (8, 15, "8-14 pieces"),
               (0, 8, "2-7 pieces"))


def win_chance(score):
    """White's win chance (0..1) for a python-chess PovScore."""
    s = score.white()
    if s.is_mate():
        return 1.0 if s.mate() > 0 else 0.0
    return 1.0 / (1.0 + math.exp(-0.00368208 * s.score()))


def judge(engine, board, nodes):
    """White's win chance in `board`: the result when the game is over, else Stockfish's."""
    outcome = board.outcome(claim_draw=False)
    if outcome is not None:
        return 0.5 if outcome.winner is None else float(outcome.winner == chess.WHITE)
    return win_chance(engine.analyse(board, chess.engine.Limit(nodes=nodes))["score"])


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("pgn", nargs="+")
    ap.add_argument("--nodes", type=int, default=20000, help="Stockfish's nodes a position")
    ap.add_argument("--stockfish", default="/usr/games/stockfish")
    ap.add_argument("--drops", help="write the moves that lost 0.1 or more to this file")
    args = ap.parse_args()

    sf = chess.engine.SimpleEngine.popen_uci(args.stockfish)
    sf.configure({"Threads": 1, "Hash": 64})
    moves = {True: [], False: []}  # ours? -> [(drop, ply, pieces)]
    let_go = {True: [0, 0], False: [0, 0]}  # ours? -> [won games not won, lost games not lost]
    games = 0
    drops_file = open(args.drops, "w") if args.drops else None
    try:
        for path in args.pgn:
            with open(path) as f:
                while (game := chess.pgn.read_game(f)) is not None:
                    ours_white = game.headers.get("White", "").startswith("Rokade")
                    if not ours_white and not game.headers.get("Black", "").startswith("Rokade"):
                        continue
                    games += 1
                    board = game.board()
                    white = [judge(sf, board, args.nodes)]
                    for mv in game.mainline_moves():
                        before = board.copy(stack=False)
                        board.push(mv)
                        w = judge(sf, board, args.nodes)
                        mover_white = before.turn == chess.WHITE
                        drop = (white[-1] - w) if mover_white else (w - white[-1])
                        ours = mover_white == ours_white
                        ply = len(white) - 1
                        moves[ours].append((drop, ply, len(before.piece_map())))
                        if drops_file and drop >= 0.1:
                            print(f"{before.fen()};{mv.uci()};{'ours' if ours else 'them'};"
                                  f"{drop:.3f};{ply}", file=drops_file)
                        white.append(w)
                    result = {"1-0": 1.0, "0-1": 0.0, "1/2-1/2": 0.5}.get(game.headers["Result"])
                    for ours in (True, False):
                        side = [w if ours_white == ours else 1 - w for w in white]
                        r = None if result is None else (result if ours_white == ours else 1 - result)
                        if r is not None and max(side) >= 0.85 and r < 1:
                            let_go[ours][0] += 1
                        if r is not None and min(side) <= 0.15 and r > 0:
                            let_go[ours][1] += 1
    finally:
        sf.quit()
        if drops_file:
            drops_file.close()

    print(f"{games} games, Stockfish at {args.nodes} nodes a position")
    for ours in (True, False):
        ms = moves[ours]
        loss = lambda sel: sum(max(d, 0.0) for d, _, _ in sel)
        marks = [sum(1 for d, _, _ in ms if lo <= d < hi) for lo, hi in ((0.1, 0.2), (0.2, 0.3), (0.3, 9))]
        print(f"{'ours' if ours else 'theirs'}: {len(ms)} moves, win chance given away {loss(ms):.1f}; "
              f"inaccuracies {marks[0]}, mistakes {marks[1]}, blunders {marks[2]}; "
              f"reached 0.85 and did not win {let_go[ours][0]}, fell to 0.15 and did not lose "
              f"{let_go[ours][1]}")
        for bands, at in ((PLY_BANDS, 1), (PIECE_BANDS, 2)):
            print("   " + "; ".join(
                f"{label} {loss([m for m in ms if lo <= m[at] < hi]):.1f}" for lo, hi, label in bands))


if __name__ == "__main__":
    main()

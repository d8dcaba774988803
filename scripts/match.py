#!/usr/bin/env python3
"""Matches of Rokade's engine (`chess960 uci`) against Stockfish at a limited Elo, Chess960.

A benchmark, not a test: a game takes about 15-20 s at 100 ms per move. Games are played one at
a time (one core each in turn). Start positions are drawn with a fixed seed; each is played
twice with colours swapped.

    scripts/match.py                                  # level 8 vs UCI_Elo 2000, 100 games
    scripts/match.py --level 5 --elo 1600 --games 20 --movetime 100
    scripts/match.py --table --levels 1,4,8 --elos 1350,1600,2000 --games 10
    scripts/match.py --baseline /tmp/old-chess960 --nodes 20000 --games 60   # two builds

Needs python-chess and Debian's stockfish (/usr/games/stockfish; scripts/setup-tools.sh
installs both) and a release build of the CLI (`cargo build --release -p cli`).
Stockfish is a test opponent only (GPL); nothing of it is shipped.
"""

import argparse
import math
import os
import random
import sys
import time

try:
    import chess
    import chess.engine
    import chess.pgn
except ImportError:
    sys.exit("match.py needs python-chess: python3 -m pip install chess")

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_ENGINE = os.path.join(ROOT, "target", "release", "chess960")


def elo_from_score(p):
    """Elo difference for a score fraction p (0 < p < 1)."""
    return -400.0 * math.log10(1.0 / p - 1.0)


def elo_interval(scores):
    """Elo difference and a 95% interval from per-game scores (1, 0.5, 0)."""
    n = len(scores)
    if n == 0:
        return None, None, None
    p = sum(scores) / n
    var = sum((x - p) ** 2 for x in scores) / n
    se = math.sqrt(var / n)
    clamp = lambda x: min(max(x, 0.5 / n), 1 - 0.5 / n)
    lo, mid, hi = (elo_from_score(clamp(p - 1.96 * se)), elo_from_score(clamp(p)),
                   elo_from_score(clamp(p + 1.96 * se)))
    return mid, lo, hi


def rating_mle(results):
    """Maximum-likelihood rating from (opponent_elo, score) pairs, with a 95% half-width.

    Returns (rating, half_width, kind) where kind is '=' or '<' / '>' when every game was
    lost / won (then the rating is only a bound)."""
    if not results:
        return None, None, "="
    total = sum(s for _, s in results)
    if total == 0:
        return min(e for e, _ in results) - 400, None, "<"
    if total == len(results):
        return max(e for e, _ in results) + 400, None, ">"

    def expected(r, opp):
        return 1.0 / (1.0 + 10 ** ((opp - r) / 400.0))

    lo, hi = -1000.0, 5000.0
    for _ in range(100):
        mid = (lo + hi) / 2
        grad = sum(s - expected(mid, e) for e, s in results)
        if grad > 0:
            lo = mid
        else:
            hi = mid
    r = (lo + hi) / 2
    info = sum(expected(r, e) * (1 - expected(r, e)) for e, _ in results)
    k = 400.0 / math.log(10)
    half = 1.96 * k / math.sqrt(info) if info > 0 else None
    return r, half, "="


def open_ours(path, level, hash_mb, seed):
    eng = chess.engine.SimpleEngine.popen_uci([path, "uci"])
    eng.configure({"Level": level, "Hash": hash_mb, "Seed": seed})
    return eng


def open_stockfish(path, elo, hash_mb):
    eng = chess.engine.SimpleEngine.popen_uci(path)
    opts = {"Threads": 1, "Hash": hash_mb}
    if elo:
        opts.update({"UCI_LimitStrength": True, "UCI_Elo": elo})
    eng.configure(opts)
    return eng


def play_game(white, black, sp, limits, max_plies, pgn=None, names=("", ""), positions=None):
    """Plays one game from Chess960 start position sp, each side with its limit per move
    (`limits`: White's, Black's); returns the result from White's side
    ('1-0', '0-1', '1/2-1/2') and the number of plies. Appends the game to the file `pgn`, and
    every position of it with the result (`FEN;1`, `;0.5` or `;0`, White's side) to the file
    `positions` (tuning data: `examples/datagen.rs --filter` keeps the quiet ones)."""
    board = chess.Board.from_chess960_pos(sp)
    result = None
    try:
        result, plies = _play(board, white, black, limits, max_plies)
    finally:
        if positions and result:
            label = {"1-0": "1", "0-1": "0"}.get(result, "0.5")
            replay = chess.Board.from_chess960_pos(sp)
            with open(positions, "a") as f:
                for move in board.move_stack:
                    print(f"{replay.fen()};{label}", file=f)
                    replay.push(move)
        if pgn:
            game = chess.pgn.Game.from_board(board)
            game.headers["White"], game.headers["Black"] = names
            game.headers["Event"] = f"SP {sp}"
            # The board's own result misses draws that were claimed (threefold, 50 moves) or
            # adjudicated; the game's result is the one played out.
            if result:
                game.headers["Result"] = result
            with open(pgn, "a") as f:
                print(game, file=f, end="\n\n")
    return result, plies


def _play(board, white, black, limits, max_plies):
    # A new game for both engines: python-chess sends ucinewgame when the game object changes.
    game_id = object()
    while not board.is_game_over(claim_draw=True):
        if board.ply() >= max_plies:
            return "1/2-1/2", board.ply()
        eng, limit = (white, limits[0]) if board.turn == chess.WHITE else (black, limits[1])
        try:
            result = eng.play(board, limit, game=game_id)
        except (chess.engine.EngineError, chess.engine.EngineTerminatedError, TimeoutError):
            # No answer in time (python-chess waits the move's time plus 10 s), or the engine
            # died: say where, so that the position can be tried again by hand.
            name = eng.id.get("name", "?")
            print(f"  no move from {name} ({'white' if board.turn else 'black'}) in "
                  f"{board.fen()} after {' '.join(m.uci() for m in board.move_stack)}",
                  file=sys.stderr, flush=True)
            raise
        if result.move is None or result.move not in board.legal_moves:
            # An illegal or missing move loses.
            return ("0-1" if board.turn == chess.WHITE else "1-0"), board.ply()
        board.push(result.move)
    return board.result(claim_draw=True), board.ply()


def run_match(args, level, elo, games, rng_seed, log=True):
    """Our engine at `level` against Stockfish at `elo` (or against --baseline, another build of
    ours at level 8). Returns (wins, draws, losses, scores)."""
    rng = random.Random(rng_seed)
    ours = open_ours(args.engine, level, args.hash, args.seed)
    if args.baseline:
        sf = open_ours(args.baseline, args.baseline_level, args.hash, args.seed + 1)
    else:
        sf = open_stockfish(args.stockfish, elo, args.hash)
    # Per move: the opponent's limit, and ours (--time-odds times it).
    if args.nodes:
        theirs = chess.engine.Limit(nodes=args.nodes)
        mine = chess.engine.Limit(nodes=round(args.nodes * args.time_odds))
    else:
        theirs = chess.engine.Limit(time=args.movetime / 1000.0)
        mine = chess.engine.Limit(time=args.movetime * args.time_odds / 1000.0)
    wins = draws = losses = 0
    scores = []
    started = time.time()
    try:
        pairs = (games + 1) // 2
        played = 0
        for _ in range(pairs):
            sp = rng.randrange(960)
            for ours_white in (True, False):
                if played >= games:
                    break
                white, black = (ours, sf) if ours_white else (sf, ours)
                names = ((f"Rokade L{level}", f"Stockfish {elo}") if ours_white
                         else (f"Stockfish {elo}", f"Rokade L{level}"))
                limits = (mine, theirs) if ours_white else (theirs, mine)
                result, plies = play_game(white, black, sp, limits, args.max_plies, args.pgn,
                                          names, args.positions)
                if result == "1/2-1/2":
                    s = 0.5
                    draws += 1
                elif (result == "1-0") == ours_white:
                    s = 1.0
                    wins += 1
                else:
                    s = 0.0
                    losses += 1
                scores.append(s)
                played += 1
                if log:
                    print(f"  game {played:3d}: SP {sp:3d} ours {'white' if ours_white else 'black'} "
                          f"{result:7s} ({plies} plies)  running +{wins} ={draws} -{losses}  "
                          f"[{time.time() - started:.0f} s]", flush=True)
    finally:
        ours.quit()
        sf.quit()
    return wins, draws, losses, scores


def describe(level, elo, w, d, l, scores):
    n = w + d + l
    pct = 100.0 * (w + d / 2) / n if n else 0.0
    mid, lo, hi = elo_interval(scores)
    line = f"Level {level} vs Stockfish UCI_Elo {elo}: {n} games, +{w} ={d} -{l}, score {pct:.1f}%"
    if n and (w == n or l == n):
        # No error bar from a clean sweep: only a bound.
        line += (f", Elo difference {'above +' if w == n else 'below -'}{abs(mid):.0f}, "
                 f"rating {'above' if w == n else 'below'} {elo + mid:.0f}")
    elif mid is not None:
        line += (f", Elo difference {mid:+.0f} (95% {lo:+.0f} .. {hi:+.0f}), "
                 f"estimated rating {elo + mid:.0f}")
    return line


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--engine", default=DEFAULT_ENGINE, help="path of the chess960 binary")
    ap.add_argument("--stockfish", default="/usr/games/stockfish")
    ap.add_argument("--level", type=int, default=8, help="our level, 1-8 (default 8)")
    ap.add_argument("--elo", type=int, default=2000, help="Stockfish UCI_Elo (1350-2850)")
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--movetime", type=int, default=100, help="milliseconds per move")
    ap.add_argument("--seed", type=int, default=1, help="start positions and our engine's seed")
    ap.add_argument("--hash", type=int, default=16, help="MB of hash for each engine")
    ap.add_argument("--max-plies", type=int, default=400, help="adjudicate a draw after this")
    ap.add_argument("--pgn", help="append the games to this PGN file")
    ap.add_argument("--positions", help="append every position of the games with the result "
                    "to this file (FEN;result, tuning data)")
    ap.add_argument("--baseline", help="instead of Stockfish, play this other chess960 binary "
                    "(level 8): for comparing two builds of ours")
    ap.add_argument("--baseline-level", type=int, default=8,
                    help="the level of the --baseline engine (default 8)")
    ap.add_argument("--nodes", type=int, help="a node limit per move instead of --movetime "
                    "(results do not depend on the machine's load)")
    ap.add_argument("--time-odds", type=float, default=1.0,
                    help="our engine's time (or nodes) per move is this multiple of the "
                         "opponent's (default 1; e.g. 2 measures what twice the speed is worth)")
    ap.add_argument("--table", action="store_true",
                    help="every level of --levels against every Elo of --elos")
    ap.add_argument("--levels", default="1,2,3,4,5,6,7,8")
    ap.add_argument("--elos", default="1350,1600,2000")
    args = ap.parse_args()

    for path in (args.engine, args.stockfish):
        if not os.access(path, os.X_OK):
            sys.exit(f"not found or not executable: {path}"
                     + (" (cargo build --release -p cli)" if path == args.engine else
                        " (apt-get install stockfish)"))

    per_move = f"{args.nodes} nodes" if args.nodes else f"{args.movetime} ms"
    if args.time_odds != 1.0:
        per_move += f" (ours {args.time_odds:g} times that)"
    if args.baseline:
        print(f"Level {args.level} vs {args.baseline} (level {args.baseline_level}), "
              f"{args.games} games, "
              f"{per_move} per move, Chess960, seed {args.seed}", flush=True)
        w, d, l, scores = run_match(args, args.level, 0, args.games, args.seed)
        mid, lo, hi = elo_interval(scores)
        print(f"{len(scores)} games, +{w} ={d} -{l}, score {100 * sum(scores) / len(scores):.1f}%"
              f", Elo difference {mid:+.0f} (95% {lo:+.0f} .. {hi:+.0f})")
        return
    if not args.table:
        print(f"Level {args.level} vs Stockfish 15.1 UCI_Elo {args.elo}, {args.games} games, "
              f"{per_move} per move, Chess960, seed {args.seed}", flush=True)
        w, d, l, scores = run_match(args, args.level, args.elo, args.games, args.seed)
        print(describe(args.level, args.elo, w, d, l, scores))
        return

    levels = [int(x) for x in args.levels.split(",") if x.strip()]
    elos = [int(x) for x in args.elos.split(",") if x.strip()]
    print(f"Table: levels {levels} x UCI_Elo {elos}, {args.games} games each, "
          f"{per_move} per move, Chess960, seed {args.seed}", flush=True)
    rows = []
    for level in levels:
        cells = []
        results = []
        for elo in elos:
            print(f"Level {level} vs UCI_Elo {elo}", flush=True)
            w, d, l, scores = run_match(args, level, elo, args.games, args.seed, log=False)
            print("  " + describe(level, elo, w, d, l, scores), flush=True)
            cells.append(f"+{w} ={d} -{l}")
            results += [(elo, s) for s in scores]
        r, half, kind = rating_mle(results)
        if kind == "=":
            est = f"{r:.0f} ± {half:.0f}" if half else f"{r:.0f}"
        else:
            est = f"{kind} {min(elos) if kind == '<' else max(elos)}"
        rows.append((level, cells, est))
    print()
    print(f"| Level | " + " | ".join(f"vs SF {e}" for e in elos) + " | estimated rating |")
    print("| --- | " + " | ".join("---" for _ in elos) + " | --- |")
    for level, cells, est in rows:
        print(f"| {level} | " + " | ".join(cells) + f" | {est} |")
    print(f"\n{args.games} games per cell, {per_move} per move, W/D/L from our side; "
          f"rating: maximum likelihood over the row (95% interval).")


if __name__ == "__main__":
    main()

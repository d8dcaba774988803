#!/usr/bin/env python3
"""Writes the python-chess PGN fixtures in tests/data/pgn/ (run once; the output is committed).

    python3 crates/rules/tests/python/make_fixtures.py crates/rules/tests/data/pgn

Needs python-chess (`python3 -m pip install chess`). The games are random but seeded, so the
output is the same each run for the same python-chess version.

Files written:
  python_chess_games.pgn    several Chess960 games exported by python-chess: clock comments,
                            NAGs, a variation, castling, promotions, a Black-to-move start
  python_chess_expected.txt for each game, one line of tab-separated fields:
                            index, number of plies, result tag, final FEN (Shredder castling,
                            en passant square whenever a pawn stands beside it), SAN moves
"""
import random
import sys

import chess
import chess.pgn


def pick(rng, board):
    moves = list(board.legal_moves)
    castles = [m for m in moves if board.is_castling(m)]
    promos = [m for m in moves if m.promotion]
    pawns = [m for m in moves if board.piece_type_at(m.from_square) == chess.PAWN]
    r = rng.random()
    if castles and r < 0.5:
        return rng.choice(castles)
    if promos and r < 0.8:
        return rng.choice(promos)
    if pawns and r < 0.4:
        return rng.choice(pawns)
    return rng.choice(moves)


def clock(seconds):
    return "[%%clk %d:%02d:%02d]" % (seconds // 3600, seconds // 60 % 60, seconds % 60)


def make_game(rng, index, board, plies, result):
    root = board.copy()
    game = chess.pgn.Game()
    game.setup(root)
    game.headers["Event"] = "Fixture %d" % index
    game.headers["White"] = 'Player "A" \\ %d' % index
    game.headers["Variant"] = "Chess960"
    game.headers["TimeControl"] = "600+5"
    node = game
    secs = [600, 600]
    for ply in range(plies):
        if board.is_game_over(claim_draw=False):
            break
        move = pick(rng, board)
        if ply == 3:
            # A variation: another move in place of this one.
            others = [m for m in board.legal_moves if m != move]
            if others:
                alt = node.add_variation(rng.choice(others))
                alt.comment = "an alternative (with parentheses)"
                alt.nags.add(chess.pgn.NAG_DUBIOUS_MOVE)
        node = node.add_main_variation(move) if ply == 3 else node.add_variation(move)
        side = 0 if board.turn == chess.WHITE else 1
        secs[side] = max(0, secs[side] - rng.randint(1, 20))
        node.comment = clock(secs[side])
        if ply % 7 == 5:
            node.nags.add(chess.pgn.NAG_GOOD_MOVE)
        board.push(move)
    if board.is_game_over(claim_draw=False):
        result = board.result(claim_draw=False)
    game.headers["Result"] = result
    return game, board


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else "."
    rng = random.Random(960)
    games = []
    specs = [
        (518, 60, "1-0"),
        (0, 120, "*"),
        (959, 200, "1/2-1/2"),
        (rng.randrange(960), 400, "0-1"),
        (rng.randrange(960), 400, "*"),
        (rng.randrange(960), 400, "1-0"),
    ]
    for i, (n, plies, result) in enumerate(specs):
        board = chess.Board.from_chess960_pos(n)
        board.chess960 = True
        games.append(make_game(rng, i, board, plies, result))
    # A game set up in the middle, Black to move, with castling rights left.
    board = chess.Board.from_chess960_pos(rng.randrange(960))
    board.chess960 = True
    for _ in range(9):
        board.push(pick(rng, board))
    start = chess.Board(board.fen(), chess960=True)
    games.append(make_game(rng, len(games), start, 150, "*"))

    with open(out + "/python_chess_games.pgn", "w") as f:
        for game, _ in games:
            print(game, file=f, end="\n\n")
    with open(out + "/python_chess_expected.txt", "w") as f:
        for i, (game, board) in enumerate(games):
            sans = []
            b = game.board()
            for move in game.mainline_moves():
                sans.append(b.san(move))
                b.push(move)
            fields = [
                str(i),
                str(len(sans)),
                game.headers["Result"],
                board.fen(shredder=True, en_passant="xfen"),
                " ".join(sans),
            ]
            print("\t".join(fields), file=f)


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Reads each *.pgn file in a directory with python-chess and reports what it found.

    python3 check_pgn.py DIR

Used by crates/rules/tests/python_chess.rs to cross-check Rokade's PGN output against an
independent implementation. Chess960 is recognised by python-chess from the Variant tag.

For each file, in name order, prints:
    GAME <file name>
    ERRORS <python-chess parse errors, '|'-separated; empty if none>
    FEN <final position: Shredder-FEN castling, en passant square when a pawn stands beside it>
    SANS <the main line's moves in SAN, as python-chess writes them>
    OVER <checkmate> <stalemate> <insufficient material> <75 moves> <fivefold>   (0 or 1 each)
    TAG <name><TAB><value>   (one line per tag, in order; PGN escapes \\" and \\\\ undone,
                              which python-chess itself does not do)
    END
"""
import os
import sys

import chess
import chess.pgn


def unescape(value):
    out = []
    i = 0
    while i < len(value):
        c = value[i]
        if c == "\\" and i + 1 < len(value) and value[i + 1] in "\\\"":
            out.append(value[i + 1])
            i += 2
        else:
            out.append(c)
            i += 1
    return "".join(out)


def main():
    directory = sys.argv[1]
    for name in sorted(os.listdir(directory)):
        if not name.endswith(".pgn"):
            continue
        with open(os.path.join(directory, name), encoding="utf-8") as f:
            game = chess.pgn.read_game(f)
        print("GAME", name)
        if game is None:
            print("ERRORS no game found")
            print("END")
            continue
        print("ERRORS", "|".join(str(e) for e in game.errors))
        board = game.board()
        sans = []
        for move in game.mainline_moves():
            sans.append(board.san(move))
            board.push(move)
        print("FEN", board.fen(shredder=True, en_passant="xfen"))
        print("SANS", " ".join(sans))
        flags = [
            board.is_checkmate(),
            board.is_stalemate(),
            board.is_insufficient_material(),
            board.is_seventyfive_moves(),
            board.is_fivefold_repetition(),
        ]
        print("OVER", " ".join("1" if x else "0" for x in flags))
        for key, value in game.headers.items():
            print("TAG %s\t%s" % (key, unescape(value)))
        print("END")


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Reads the PGN file given as its argument with python-chess and prints every move of every
game, variations included, one per line in depth-first order (a variation right after the
move it replaces, before that move's continuation):

    <depth> <SAN> <NAGs, comma-separated, or -> <comment, or ->

with `GAME` before each game. Used by crates/rules/tests/pgn_variations.rs.
"""
import sys

import chess.pgn


def walk(node, depth):
    # node.variations[0] is the main continuation; the others are alternatives to it.
    if not node.variations:
        return
    main = node.variations[0]
    emit(main, depth)
    for alt in node.variations[1:]:
        emit(alt, depth + 1)
        walk(alt, depth + 1)
    walk(main, depth)


def emit(node, depth):
    nags = ",".join(str(n) for n in sorted(node.nags)) or "-"
    comment = " ".join(node.comment.split()) or "-"
    print(depth, node.san(), nags, comment)


def main():
    with open(sys.argv[1], encoding="utf-8") as f:
        while True:
            game = chess.pgn.read_game(f)
            if game is None:
                break
            if game.errors:
                print("ERRORS", game.errors)
            print("GAME")
            walk(game, 0)


main()

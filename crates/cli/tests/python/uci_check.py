#!/usr/bin/env python3
"""Talks UCI to `chess960 uci` through python-chess (an independent implementation of the
protocol and of Chess960) and through a raw pipe for malformed input.

Usage: uci_check.py <path of chess960>. Prints one line per check and 'ALL OK' at the end;
exits non-zero at the first failure. Every search is limited by depth or nodes (never by a
wall-clock pass/fail condition), except one short movetime search whose only check is that a
legal move comes back.
"""

import os
import select
import subprocess
import sys
import time

import chess
import chess.engine

BINARY = sys.argv[1]


def check(cond, what):
    if not cond:
        print(f"FAIL: {what}", flush=True)
        sys.exit(1)
    print(f"ok: {what}", flush=True)


def open_engine():
    return chess.engine.SimpleEngine.popen_uci([BINARY, "uci"], timeout=20)


def test_identity_and_options():
    with open_engine() as eng:
        check(eng.id.get("name", "").startswith("Rokade"), f"id name: {eng.id}")
        check("author" in eng.id, "id author")
        opts = eng.options
        check("UCI_Chess960" in opts and opts["UCI_Chess960"].type == "check",
              "UCI_Chess960 is a check option")
        level = opts.get("Level")
        check(level is not None and (level.min, level.max, level.default) == (1, 8, 8),
              "Level spin 1..8, default 8")
        check("Hash" in opts and opts["Hash"].type == "spin", "Hash spin option")
        eng.configure({"Level": 3, "Hash": 8})
        eng.ping()
        check(True, "configure Level and Hash, then isready")


def test_game_through_the_protocol():
    """A short self-play game from a Chess960 start: every move must be legal (python-chess
    checks), castling included, in king-takes-rook notation."""
    with open_engine() as eng:
        eng.configure({"Level": 8, "Hash": 8})
        board = chess.Board.from_chess960_pos(421)
        game = object()
        castled = False
        for _ in range(40):
            if board.is_game_over():
                break
            result = eng.play(board, chess.engine.Limit(nodes=3000), game=game)
            check(result.move in board.legal_moves, f"legal move {result.move}")
            castled |= board.is_castling(result.move)
            board.push(result.move)
        check(board.ply() >= 20, f"game went on ({board.ply()} plies)")
        print(f"   game: {chess.Board.from_chess960_pos(421).variation_san(board.move_stack)}")


def test_castling_mate():
    with open_engine() as eng:
        # Chess960: O-O-O mates (king b1-c1, rook a1-d1).
        board = chess.Board("2rkr3/2p1p3/8/8/8/8/8/RK6 w A - 0 1", chess960=True)
        result = eng.play(board, chess.engine.Limit(depth=3), info=chess.engine.INFO_ALL)
        check(board.is_castling(result.move) and result.move.uci() == "b1a1",
              f"O-O-O mate found and sent as b1a1 ({result.move})")
        score = result.info.get("score")
        check(score is not None and score.relative.mate() == 1, f"score mate 1 ({score})")
        board.push(result.move)
        check(board.is_checkmate(), "the castling is mate")


def test_classical_castling_notation():
    """With a standard board python-chess sets UCI_Chess960 false and sends castling as e1g1;
    the engine must read it as castling (else the position would go wrong and its next move
    would be illegal)."""
    with open_engine() as eng:
        board = chess.Board()
        for san in ["e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5", "O-O", "Nf6", "d3", "O-O"]:
            board.push_san(san)
        for _ in range(6):
            result = eng.play(board, chess.engine.Limit(depth=4))
            check(result.move in board.legal_moves,
                  f"legal move after classical castling ({result.move})")
            board.push(result.move)


def test_limits():
    with open_engine() as eng:
        board = chess.Board.from_chess960_pos(100)
        info = eng.analyse(board, chess.engine.Limit(depth=5))
        check(info.get("depth") == 5, f"go depth 5 reports depth 5 ({info.get('depth')})")
        check(info.get("pv") and info["pv"][0] in board.legal_moves, "pv starts legally")
        info = eng.analyse(board, chess.engine.Limit(nodes=5000))
        check(info.get("nodes", 0) <= 5100, f"go nodes 5000 ({info.get('nodes')})")
        result = eng.play(board, chess.engine.Limit(time=0.05))
        check(result.move in board.legal_moves, "go movetime 50")
        result = eng.play(board, chess.engine.Limit(white_clock=2, black_clock=2,
                                                    white_inc=0.1, black_inc=0.1))
        check(result.move in board.legal_moves, "go wtime/btime/winc/binc")
        result = eng.play(board, chess.engine.Limit(white_clock=5, black_clock=5,
                                                    remaining_moves=3))
        check(result.move in board.legal_moves, "go ... movestogo")
        # Infinite analysis, stopped by the client.
        with eng.analysis(board) as analysis:
            for info in analysis:
                if info.get("depth", 0) >= 3:
                    break
            analysis.stop()
            best = analysis.wait()
        check(best.move in board.legal_moves, "go infinite, then stop")


class Raw:
    """A bare pipe to the engine, for lines python-chess would never send."""

    def __init__(self):
        self.p = subprocess.Popen([BINARY, "uci"], stdin=subprocess.PIPE,
                                  stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        self.pending = b""

    def send(self, line):
        self.p.stdin.write(line.encode("utf-8", "surrogateescape") + b"\n")
        self.p.stdin.flush()

    def expect(self, prefix, timeout=20.0):
        """Reads lines until one starts with prefix; returns it (fails after timeout)."""
        deadline = time.time() + timeout
        fd = self.p.stdout.fileno()
        while time.time() < deadline:
            while b"\n" in self.pending:
                line, self.pending = self.pending.split(b"\n", 1)
                text = line.decode("utf-8", "replace").strip()
                if text.startswith(prefix):
                    return text
            ready, _, _ = select.select([fd], [], [], 0.2)
            if ready:
                chunk = os.read(fd, 65536)
                if not chunk:
                    check(False, f"engine closed its output while waiting for '{prefix}'")
                self.pending += chunk
            elif self.p.poll() is not None:
                check(False, f"engine exited ({self.p.returncode}) waiting for '{prefix}'")
        check(False, f"no '{prefix}' within {timeout} s")

    def close(self):
        self.send("quit")
        try:
            self.p.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.p.kill()
            check(False, "quit did not end the engine")
        return self.p.returncode


def test_bad_lines():
    raw = Raw()
    raw.send("uci")
    raw.expect("uciok")
    for line in ["garbage", "", "   ", "position fen nonsense", "position", "position fen",
                 "position startpos moves e2e5", "go depth x", "stop",
                 "setoption name Level value 99", "setoption name Hash value -3",
                 "setoption name UCI_Chess960 value maybe", "setoption", "setoption name",
                 "go nodes", "go wtime abc btime", "\x00\x01\x02", "é" * 5000,
                 "position fen 8/8/8/8/8/8/8/8 w - - 0 1",
                 "position fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 moves e2e4 zz",
                 "go searchmoves e2e4 depth 1"]:
        raw.send(line)
        if line.startswith("go"):
            raw.send("stop")
            raw.expect("bestmove")
        raw.send("isready")
        raw.expect("readyok")
    check(True, "malformed lines are answered or ignored, the engine stays up")
    # After all that it still plays a legal move from a proper position.
    raw.send("setoption name UCI_Chess960 value true")
    raw.send("position fen 2rkr3/2p1p3/8/8/8/8/8/RK6 w A - 0 1")
    raw.send("go depth 3")
    line = raw.expect("bestmove")
    check(line.split()[1] == "b1a1", f"still finds the castling mate: {line}")
    # isready is answered while a search runs; stop ends it with a bestmove.
    raw.send("position startpos")
    raw.send("go infinite")
    time.sleep(0.1)
    raw.send("isready")
    raw.expect("readyok")
    raw.send("stop")
    line = raw.expect("bestmove")
    board = chess.Board()
    check(chess.Move.from_uci(line.split()[1]) in board.legal_moves,
          f"isready during search, then stop: {line}")
    code = raw.close()
    check(code == 0, f"quit exits cleanly ({code})")
    # Classical castling input: e1g1 is castling when UCI_Chess960 is off ('d' prints the FEN).
    raw = Raw()
    raw.send("position startpos moves e2e4 e7e5 g1f3 b8c6 f1c4 g8f6 e1g1")
    raw.send("d")
    fen = raw.expect("r1bqkb1r/")
    check(fen.startswith("r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQ1RK1 b kq"),
          f"e1g1 read as O-O: {fen}")
    raw.close()


def main():
    test_identity_and_options()
    test_game_through_the_protocol()
    test_castling_mate()
    test_classical_castling_notation()
    test_limits()
    test_bad_lines()
    print("ALL OK")


if __name__ == "__main__":
    main()

//! Behaviour of the engine: mates (castling mates included), draws, limits, levels and
//! self-play legality. Every search here is limited by depth or nodes, never by wall-clock
//! time, so the results do not depend on the machine's speed.

use engine::{Engine, Info, Limits, Score, SearchResult};
use rules::fen::parse_position;
use rules::game::Game;
use rules::uci::parse_uci;
use rules::{startpos, Move, Position};

fn pos(fen: &str) -> Position {
    parse_position(fen).unwrap_or_else(|e| panic!("bad test FEN {fen}: {e}"))
}

fn no_clock() -> f64 {
    0.0
}

fn search_with(
    engine: &mut Engine,
    p: &Position,
    history: &[u64],
    limits: &Limits,
) -> (SearchResult, Vec<Info>) {
    let mut infos = Vec::new();
    let r = engine.search(p, history, limits, &no_clock, &|| false, &mut |i: &Info| {
        infos.push(i.clone())
    });
    (r, infos)
}

fn depth(d: u32) -> Limits {
    Limits {
        depth: Some(d),
        ..Limits::default()
    }
}

fn search_depth(p: &Position, d: u32) -> SearchResult {
    let mut e = Engine::new(8);
    search_with(&mut e, p, &[], &depth(d)).0
}

/// Plays out `pv` from `p`: every move must be legal in turn.
fn assert_legal_line(p: &Position, pv: &[Move]) {
    let mut cur = p.clone();
    for &m in pv {
        assert!(cur.is_legal(m), "illegal {m} in pv {pv:?}");
        cur.play_unchecked(m);
    }
}

/// (FEN, mate in n moves, the mating line's first move when it is the only one).
const MATES: &[(&str, i32, Option<&str>)] = &[
    // Chess960 O-O-O mates: the king goes b1-c1 and the rook a1-d1 jumps over it to check.
    ("2rkr3/2p1p3/8/8/8/8/8/RK6 w A - 0 1", 1, Some("b1a1")),
    // The same for Black.
    ("rk6/8/8/8/8/8/2P1P3/2RKR3 b a - 0 1", 1, Some("b8a8")),
    // O-O with the king already on g1: only the rook moves, from h1 over the king to f1.
    ("4rkr1/4p1p1/8/8/8/8/8/6KR w H - 0 1", 1, Some("g1h1")),
    // Mate in two that starts by castling (the rook lands behind the knight, which then
    // moves away with a discovered mate).
    ("2rkr3/2pNp3/2P1P3/8/8/8/8/RK6 w A - 0 1", 2, Some("b1a1")),
    // Back-rank mate.
    ("6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1", 1, Some("d1d8")),
    // Queen sacrifice, then a knight mate.
    (
        "r1b2k1r/ppppq3/5N1p/4P2Q/4PP2/1B6/PP5P/n2K2R1 w - - 1 1",
        2,
        Some("h5h6"),
    ),
    // Two rooks, mate in three.
    ("8/8/7k/8/8/8/1R6/R5K1 w - - 0 1", 3, None),
    // Rook check on the sixth, then mate.
    ("r5rk/5p1p/5R2/4B3/8/8/7P/7K w - - 0 1", 3, Some("f6a6")),
];

#[test]
fn finds_the_mates() {
    for &(fen, n, first) in MATES {
        let p = pos(fen);
        let r = search_depth(&p, (2 * n + 1) as u32);
        assert_eq!(r.score, Score::Mate(n), "{fen}: {r:?}");
        let best = r.best_move.expect("a move");
        if let Some(first) = first {
            let expected = parse_uci(&p, first).expect("legal expected move");
            assert_eq!(best, expected, "{fen}");
        }
        assert_eq!(r.pv.first(), Some(&best));
        assert_legal_line(&p, &r.pv);
        // The line really mates: it has 2n-1 plies and ends in checkmate.
        if r.pv.len() == (2 * n - 1) as usize {
            let mut end = p.clone();
            for &m in &r.pv {
                end.play_unchecked(m);
            }
            assert!(
                end.is_check() && !end.has_legal_moves(),
                "{fen}: pv {:?}",
                r.pv
            );
        }
    }
}

#[test]
fn castling_mate_is_a_castle_move() {
    let p = pos("2rkr3/2p1p3/8/8/8/8/8/RK6 w A - 0 1");
    let r = search_depth(&p, 3);
    let m = r.best_move.expect("a move");
    assert!(m.is_castle(), "expected O-O-O, got {m:?}");
}

#[test]
fn the_mated_side_sees_it_coming() {
    // Black's only move is Kg8, then Ra8 mates.
    let p = pos("7k/R7/6K1/8/8/8/8/8 b - - 0 1");
    let r = search_depth(&p, 4);
    assert!(
        r.score == Score::Mate(-1),
        "expected a negative mate score, got {:?}",
        r.score
    );
}

#[test]
fn no_move_when_the_game_is_over() {
    // Checkmated.
    let r = search_depth(&pos("3R2k1/5ppp/8/8/8/8/8/6K1 b - - 0 1"), 5);
    assert_eq!((r.best_move, r.score), (None, Score::Mate(0)));
    // Stalemated.
    let r = search_depth(&pos("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1"), 5);
    assert_eq!((r.best_move, r.score), (None, Score::Cp(0)));
}

#[test]
fn avoids_stalemating_when_winning() {
    // Qf7 would stalemate; Qf8 mates.
    let p = pos("7k/8/6K1/8/8/8/5Q2/8 w - - 0 1");
    let r = search_depth(&p, 6);
    let m = r.best_move.expect("a move");
    let mut after = p.clone();
    after.play_unchecked(m);
    assert!(
        after.has_legal_moves() || after.is_check(),
        "stalemated with {m}"
    );
    assert!(matches!(r.score, Score::Mate(n) if n > 0), "{:?}", r.score);
}

#[test]
fn fifty_move_rule() {
    // Clock at 99: a mate in one still wins (mate takes precedence) ...
    let r = search_depth(&pos("7k/8/6K1/8/8/8/8/1Q6 w - - 99 80"), 4);
    assert_eq!(r.score, Score::Mate(1));
    // ... but without one, every move ends the game in a draw.
    let r = search_depth(&pos("7k/8/4K3/8/8/8/8/1Q6 w - - 99 80"), 4);
    assert_eq!(r.score, Score::Cp(0));
    // With a fresh clock the same position is winning.
    let r = search_depth(&pos("7k/8/4K3/8/8/8/8/1Q6 w - - 0 80"), 4);
    assert!(matches!(r.score, Score::Cp(cp) if cp > 500) || matches!(r.score, Score::Mate(_)));
}

#[test]
fn repetition_with_the_game_history_is_a_draw() {
    // Black is a queen down. The game went Nc6 Qd2 Nb8 Qd1, so Nc6 now repeats a position.
    let start = pos("kn6/8/8/8/8/8/8/3Q3K b - - 0 1");
    let mut history = Vec::new();
    let mut p = start.clone();
    for m in ["b8c6", "d1d2", "c6b8", "d2d1"] {
        history.push(p.repetition_key());
        let mv = parse_uci(&p, m).expect("legal");
        p.play_unchecked(mv);
    }
    assert_eq!(p.repetition_key(), start.repetition_key());
    let mut e = Engine::new(8);
    let (r, _) = search_with(&mut e, &p, &history, &depth(5));
    assert_eq!(r.score, Score::Cp(0), "{r:?}");
    assert_eq!(r.best_move, parse_uci(&p, "b8c6").ok());
    // Without the history the same position is simply lost.
    let mut e = Engine::new(8);
    let (r, _) = search_with(&mut e, &p, &[], &depth(5));
    assert!(matches!(r.score, Score::Cp(cp) if cp < -500), "{r:?}");
}

#[test]
fn wins_material_when_offered() {
    // The black queen hangs.
    let p = pos("4k3/8/8/3q4/8/8/3R4/4K3 w - - 0 1");
    let r = search_depth(&p, 4);
    assert_eq!(r.best_move, parse_uci(&p, "d2d5").ok());
    // And does not take a defended pawn with the queen.
    let p = pos("4k3/2p5/3p4/8/8/8/3Q4/4K3 w - - 0 1");
    let r = search_depth(&p, 5);
    assert_ne!(r.best_move, parse_uci(&p, "d2d6").ok());
}

#[test]
fn limits_are_respected() {
    let p = Position::classical();
    let mut e = Engine::new(8);
    let (r, infos) = search_with(&mut e, &p, &[], &depth(5));
    assert_eq!(r.depth, 5);
    assert_eq!(infos.len(), 5);
    assert_eq!(
        infos.iter().map(|i| i.depth).collect::<Vec<_>>(),
        vec![1, 2, 3, 4, 5]
    );
    assert!(infos.windows(2).all(|w| w[0].nodes <= w[1].nodes));
    assert_legal_line(&p, &r.pv);

    let nodes = Limits {
        nodes: Some(5_000),
        ..Limits::default()
    };
    let (r, _) = search_with(&mut e, &p, &[], &nodes);
    assert!(r.nodes <= 5_000 + 64, "{} nodes", r.nodes);
    assert!(r.best_move.is_some_and(|m| p.is_legal(m)));

    // A stop request before the search starts still gives a legal move (depth 1 completes).
    let mut e = Engine::new(8);
    let infinite = Limits {
        infinite: true,
        ..Limits::default()
    };
    let r = e.search(&p, &[], &infinite, &no_clock, &|| true, &mut |_| {});
    assert_eq!(r.depth, 1);
    assert!(r.best_move.is_some_and(|m| p.is_legal(m)));
}

/// A fake clock that advances by `step` milliseconds each time it is read.
fn ticking_clock(step: f64) -> impl Fn() -> f64 {
    let t = std::cell::Cell::new(0.0);
    move || {
        t.set(t.get() + step);
        t.get()
    }
}

#[test]
fn time_limits_stop_the_search() {
    let p = pos("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3");
    // movetime: the search stops once the (fake) clock passes it.
    let clock = ticking_clock(1.0);
    let mut e = Engine::new(8);
    let limits = Limits {
        movetime: Some(300),
        move_overhead: 10,
        ..Limits::default()
    };
    let r = e.search(&p, &[], &limits, &clock, &|| false, &mut |_| {});
    assert!(r.best_move.is_some_and(|m| p.is_legal(m)));
    assert!(r.time_ms <= 300, "used {} ms of 300", r.time_ms);

    // A clock with increment: never more than what is left on it.
    for (time, inc) in [(1_000u64, 100u64), (100, 1_000), (50, 0), (60_000, 0)] {
        let clock = ticking_clock(5.0);
        let mut e = Engine::new(8);
        let limits = Limits {
            wtime: Some(time),
            btime: Some(time),
            winc: Some(inc),
            binc: Some(inc),
            move_overhead: 30,
            ..Limits::default()
        };
        let r = e.search(&p, &[], &limits, &clock, &|| false, &mut |_| {});
        assert!(r.best_move.is_some_and(|m| p.is_legal(m)));
        assert!(
            r.time_ms < time.max(31) - 30 + 10,
            "{time}+{inc}: used {} ms",
            r.time_ms
        );
    }
}

/// A table warm with other positions' work, and then with the same position's, gives the same
/// verdict as a fresh search: the same move, the same mate exactly, and centipawn scores that
/// differ at most by what a warmer move ordering may change in a pruned search (a table bug
/// such as an unadjusted mate distance or a stale bound shows as a different move, mate or sign).
#[test]
fn transposition_table_keeps_fixed_depth_results() {
    let fens = [
        "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1",
        "2rkr3/2pNp3/2P1P3/8/8/8/8/RK6 w A - 0 1",
        "4k3/8/8/3q4/8/8/3R4/4K3 w - - 0 1",
        "8/8/7k/8/8/8/1R6/R5K1 w - - 0 1",
    ];
    let mut warm = Engine::new(8);
    // Fill the table with unrelated work first.
    search_with(&mut warm, &Position::classical(), &[], &depth(6));
    for fen in fens {
        let p = pos(fen);
        let fresh = search_depth(&p, 7);
        let (again, _) = search_with(&mut warm, &p, &[], &depth(7));
        let (third, _) = search_with(&mut warm, &p, &[], &depth(7));
        for (what, r) in [("after other work", &again), ("a second time", &third)] {
            assert_eq!(fresh.best_move, r.best_move, "{fen}: {what}");
            match (fresh.score, r.score) {
                (Score::Cp(a), Score::Cp(b)) => {
                    assert!((a - b).abs() <= 20, "{fen}: {what}: {a} against {b}")
                }
                (a, b) => assert_eq!(a, b, "{fen}: {what}"),
            }
        }
    }
}

#[test]
fn searches_are_deterministic() {
    let p = startpos::start_position(123).expect("start position");
    let limits = Limits {
        nodes: Some(20_000),
        ..Limits::default()
    };
    let mut a = Engine::new(4);
    let mut b = Engine::new(4);
    let (ra, ia) = search_with(&mut a, &p, &[], &limits);
    let (rb, ib) = search_with(&mut b, &p, &[], &limits);
    assert_eq!(ra, rb);
    assert_eq!(ia, ib);
}

/// Plays one game between two engines with `nodes` per move; returns the moves and the game.
fn self_play(
    white: &mut Engine,
    black: &mut Engine,
    start: Position,
    nodes: u64,
    max_plies: usize,
) -> Game {
    let mut game = Game::new(start);
    let limits = Limits {
        nodes: Some(nodes),
        ..Limits::default()
    };
    while !game.is_over()
        && !game.can_claim_threefold()
        && !game.can_claim_fifty()
        && game.ply() < max_plies
    {
        let history: Vec<u64> = (0..game.ply())
            .filter_map(|i| game.position_at(i).map(Position::repetition_key))
            .collect();
        let p = game.position().clone();
        let engine = if p.turn().is_white() {
            &mut *white
        } else {
            &mut *black
        };
        let (r, _) = search_with(engine, &p, &history, &limits);
        let m = r
            .best_move
            .expect("a legal move exists while the game is not over");
        assert!(
            p.is_legal(m),
            "illegal move {m} in {}",
            rules::fen::to_fen(&p)
        );
        assert_legal_line(&p, &r.pv);
        game.play(m).expect("legal move accepted by the game");
    }
    game
}

#[test]
fn self_play_never_plays_an_illegal_move() {
    let mut seed = 0x5eed_u64;
    let mut games = 0;
    let mut castled = 0;
    let mut plies = 0;
    for level in [1u8, 3, 5, 8] {
        for g in 0..5 {
            seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
            let sp = ((seed >> 33) % 960) as u32;
            let start = startpos::start_position(sp).expect("start position");
            let mut white = Engine::new(2);
            let mut black = Engine::new(2);
            white.set_level(level);
            black.set_level(if g % 2 == 0 { level } else { 8 });
            white.set_seed(seed);
            black.set_seed(seed ^ 1);
            let game = self_play(&mut white, &mut black, start, 1_500, 200);
            games += 1;
            plies += game.ply();
            if game.moves().iter().any(|m| m.is_castle()) {
                castled += 1;
            }
        }
    }
    assert_eq!(games, 20);
    assert!(plies > 20 * 40, "games were too short: {plies} plies");
    assert!(
        castled >= 3,
        "the engine should castle in some games: {castled}"
    );
}

#[test]
fn levels_are_deterministic_with_a_seed_and_vary_without() {
    let play = |level: u8, seed: u64| -> Vec<Move> {
        let mut w = Engine::new(2);
        let mut b = Engine::new(2);
        for e in [&mut w, &mut b] {
            e.set_level(level);
            e.set_seed(seed);
        }
        let start = startpos::start_position(300).expect("start position");
        self_play(&mut w, &mut b, start, 3_000, 30).moves().to_vec()
    };
    for level in [1, 4, 7] {
        assert_eq!(play(level, 42), play(level, 42), "level {level}");
    }
    // Different seeds give different games at a low level.
    assert_ne!(play(1, 1), play(1, 2));
    // Level 8 does not use the seed at all.
    assert_eq!(play(8, 1), play(8, 2));
}

#[test]
fn levels_are_ordered_in_strength() {
    // Level 8 against level 1, both with the same node budget, two games from one start
    // position with colours swapped: level 8 must score at least 1.5.
    let mut points = 0.0;
    for strong_white in [true, false] {
        let mut strong = Engine::new(4);
        let mut weak = Engine::new(4);
        weak.set_level(1);
        weak.set_seed(7);
        let start = startpos::start_position(77).expect("start position");
        let game = if strong_white {
            self_play(&mut strong, &mut weak, start, 20_000, 300)
        } else {
            self_play(&mut weak, &mut strong, start, 20_000, 300)
        };
        let p = game.position();
        let mated = p.is_check() && !p.has_legal_moves();
        let loser_white = p.turn().is_white();
        points += if mated {
            if loser_white != strong_white {
                1.0
            } else {
                0.0
            }
        } else {
            0.5
        };
    }
    assert!(
        points >= 1.5,
        "level 8 scored only {points} of 2 against level 1"
    );
}

#[test]
fn weak_levels_do_not_hang_the_queen() {
    // The queen is attacked by a pawn; from level 5 up it is always saved.
    let p = pos("rnb1kbnr/pppp1ppp/8/4q3/3P4/8/PPP1PPPP/RNBQKBNR b KQkq - 0 3");
    for level in 5..=8 {
        for seed in 0..6 {
            let mut e = Engine::new(2);
            e.set_level(level);
            e.set_seed(seed);
            let (r, _) = search_with(&mut e, &p, &[], &depth(6));
            let m = r.best_move.expect("a move");
            let mut after = p.clone();
            after.play_unchecked(m);
            let queen_attacked_by_pawn = after
                .board()
                .by_piece(rules::Role::Queen.of(rules::Color::Black))
                .into_iter()
                .filter(|&q| {
                    (rules::attacks::pawn_attacks(rules::Color::Black, q)
                        & after
                            .board()
                            .by_piece(rules::Role::Pawn.of(rules::Color::White)))
                    .any()
                })
                .count()
                > 0;
            assert!(
                !queen_attacked_by_pawn,
                "level {level} seed {seed} left the queen en prise with {m}"
            );
        }
    }
}

//! SAN in other languages' piece letters, over positions from random Chess960 games: every
//! legal move written with a letter set reads back as itself and is written differently from
//! every other legal move; English SAN is still understood (with the documented precedence);
//! UCI text is never taken for SAN; and the explanations of ambiguous and illegal moves agree
//! with the legal move list.

use rules::fen::to_fen;
use rules::san::{parse_san_with, to_san, to_san_with, IllegalSan, Letters, Origin, SanError};
use rules::{startpos, CastlingSide, Move, Position, Role, Setup, Square};
use std::collections::HashSet;

mod random_games;
use random_games::Rng;

/// The letter sets the interface passes (king, queen, rook, bishop, knight).
fn letter_sets() -> [(&'static str, Letters); 4] {
    let make = |l| Letters::new(l).expect("valid letters");
    [
        ("en", Letters::ENGLISH),
        ("nl", make(['K', 'D', 'T', 'L', 'P'])),
        ("fr", make(['R', 'D', 'T', 'F', 'C'])),
        ("da", make(['K', 'D', 'T', 'L', 'S'])),
    ]
}

/// Positions along random games from random start positions (all kinds of moves occur:
/// castling both ways, promotions, en passant, checks), plus a few made for promotions.
fn positions(seed: u64, games: usize) -> Vec<Position> {
    let mut rng = Rng(seed);
    let mut out = Vec::new();
    for _ in 0..games {
        let n = startpos::random_number(rng.next(), false);
        let mut pos = startpos::start_position(n).expect("start position");
        for _ in 0..rng.below(160) {
            out.push(pos.clone());
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            // Prefer castling and pawn moves now and then, so both show up often.
            let castle = moves.iter().copied().find(|m| m.is_castle());
            let m = match castle {
                Some(c) if rng.chance(40) => c,
                _ => *rng.pick(&moves),
            };
            pos = pos.play(m).expect("legal");
        }
        out.push(pos);
    }
    for fen in [
        "r3k2r/1P4P1/8/8/8/8/1p4p1/R3K2R w KQkq - 0 1",
        "2r1r3/1P1P4/8/8/8/8/8/4K2k w - - 0 1",
        "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1",
    ] {
        out.push(rules::fen::parse_position(fen).expect("fen"));
    }
    out
}

#[test]
fn every_legal_move_round_trips_in_every_letter_set() {
    let positions = positions(0x5a11_e77e_0000_0960, 150);
    let mut seen = [0usize; 4]; // castles, promotions, en passant, checks
    for (lang, letters) in letter_sets() {
        for pos in &positions {
            let moves = pos.legal_moves();
            let mut written = HashSet::new();
            for &m in &moves {
                let san = to_san_with(pos, m, &letters);
                assert_eq!(
                    parse_san_with(pos, &san, &letters),
                    Ok(m),
                    "{lang}: {san} in {}",
                    to_fen(pos)
                );
                // Without the check suffix too.
                let bare = san.trim_end_matches(['+', '#']);
                assert_eq!(parse_san_with(pos, bare, &letters), Ok(m), "{lang}: {bare}");
                assert!(
                    written.insert(san.clone()),
                    "{lang}: {san} written for two moves in {}",
                    to_fen(pos)
                );
                if lang == "en" {
                    seen[0] += usize::from(m.is_castle());
                    seen[1] += usize::from(m.promotion().is_some());
                    seen[2] += usize::from(matches!(m, Move::EnPassant { .. }));
                    seen[3] += usize::from(san.ends_with('+'));
                }
            }
        }
    }
    let [castles, promotions, en_passant, checks] = seen;
    assert!(castles > 200, "castles {castles}");
    assert!(promotions > 20, "promotions {promotions}");
    assert!(en_passant > 0, "en passant {en_passant}");
    assert!(checks > 100, "checks {checks}");
}

#[test]
fn localized_san_uses_the_letters_given() {
    let pos = rules::fen::parse_position("2r5/1P1P4/8/8/8/8/8/4K1Nk w - - 0 1").unwrap();
    let knight = Move::Normal {
        from: sq("g1"),
        to: sq("f3"),
        promotion: None,
    };
    let promote = |p| Move::Normal {
        from: sq("b7"),
        to: sq("c8"),
        promotion: Some(p),
    };
    let expected = [
        ("en", "Nf3", "bxc8=Q", "bxc8=N"),
        ("nl", "Pf3", "bxc8=D", "bxc8=P"),
        ("fr", "Cf3", "bxc8=D", "bxc8=C"),
        ("da", "Sf3", "bxc8=D", "bxc8=S"),
    ];
    for ((lang, letters), (l2, n, q, pn)) in letter_sets().into_iter().zip(expected) {
        assert_eq!(lang, l2);
        assert_eq!(to_san_with(&pos, knight, &letters), n, "{lang}");
        assert_eq!(
            to_san_with(&pos, promote(Role::Queen), &letters),
            q,
            "{lang}"
        );
        assert_eq!(
            to_san_with(&pos, promote(Role::Knight), &letters),
            pn,
            "{lang}"
        );
        // `=` may be left out and the letter written in lower case.
        let bare = q.replace('=', "");
        assert_eq!(
            parse_san_with(&pos, &bare, &letters),
            Ok(promote(Role::Queen))
        );
        let lower = q.to_lowercase();
        assert_eq!(
            parse_san_with(&pos, &lower, &letters),
            Ok(promote(Role::Queen))
        );
    }
}

#[test]
fn english_letters_are_understood_where_the_letters_given_do_not_apply() {
    let positions = positions(0xe761_5400_0000_0001, 60);
    let mut french_king_first = 0;
    let mut fallbacks = 0;
    for (lang, letters) in letter_sets() {
        for pos in &positions {
            for m in pos.legal_moves() {
                let english = to_san(pos, m);
                let read = parse_san_with(pos, &english, &letters);
                if read == Ok(m) {
                    fallbacks += usize::from(lang != "en" && english.contains(['Q', 'B', 'N']));
                    continue;
                }
                // The only clash: French R is the king (roi). The king's reading wins when
                // the king can make the move; else the English rook move is read.
                assert_eq!(lang, "fr", "{english} in {}", to_fen(pos));
                assert!(english.starts_with('R'), "{english} in {}", to_fen(pos));
                let Ok(other) = read else {
                    panic!("{english} in {}: {read:?}", to_fen(pos));
                };
                assert_eq!(pos.board().role_at(other.from()), Some(Role::King));
                assert_eq!(other.to(), m.to());
                french_king_first += 1;
            }
        }
    }
    assert!(fallbacks > 1000, "fallbacks {fallbacks}");
    assert!(french_king_first > 0, "no French R clash met");
}

#[test]
fn french_r_and_d_clashes_resolve_as_documented() {
    let fr = letter_sets()[2].1;
    // King e1, rooks a1 and h1: "Rf1" is the king's move (roi), "Rd1" too, "Rb1" only the
    // rook can make, so it is the rook's (English fallback).
    let pos = rules::fen::parse_position("4k3/8/8/8/8/8/8/R3K2R w - - 0 1").unwrap();
    let from = |text: &str| parse_san_with(&pos, text, &fr).map(|m| m.from());
    assert_eq!(from("Rf1"), Ok(sq("e1")));
    assert_eq!(from("Rd1"), Ok(sq("e1")));
    assert_eq!(from("Rb1"), Ok(sq("a1")));
    assert_eq!(from("Tb1"), Ok(sq("a1")));
    // "Rg1": the king cannot (two squares), and in English two rooks could not either: only
    // h1 can, so the English reading gives one move.
    assert_eq!(from("Rg1"), Ok(sq("h1")));
    // French has no Q, B, N: English is read. D is the queen in French, nothing in English.
    let pos = rules::fen::parse_position("4k3/8/8/8/8/8/8/1N1QK3 w - - 0 1").unwrap();
    let from = |text: &str| parse_san_with(&pos, text, &fr).map(|m| m.from());
    assert_eq!(from("Dd4"), Ok(sq("d1")));
    assert_eq!(from("Qd4"), Ok(sq("d1")));
    assert_eq!(from("Nc3"), Ok(sq("b1")));
    assert_eq!(from("Cc3"), Ok(sq("b1")));
    let en = Letters::ENGLISH;
    assert!(matches!(
        parse_san_with(&pos, "Dd4", &en),
        Err(SanError::UnknownPiece { letter: 'D', .. })
    ));
    // Neither reading gives a move: the French reading's reason is given, unless its letter
    // was unknown (then the English one, which says more).
    assert!(matches!(
        parse_san_with(&pos, "Rd4", &fr),
        Err(SanError::Illegal {
            reason: IllegalSan::Unreachable {
                role: Role::King,
                ..
            },
            ..
        })
    ));
    assert!(matches!(
        parse_san_with(&pos, "Nd4", &fr),
        Err(SanError::Illegal {
            reason: IllegalSan::Unreachable {
                role: Role::Knight,
                ..
            },
            ..
        })
    ));
    assert!(matches!(
        parse_san_with(&pos, "Xd4", &fr),
        Err(SanError::UnknownPiece { letter: 'X', .. })
    ));
    // A promotion to "R" in French is a king: refused, so the English rook is read.
    let pos = rules::fen::parse_position("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1").unwrap();
    let promo = |text: &str| parse_san_with(&pos, text, &fr).map(|m| m.promotion());
    assert_eq!(promo("b8=R"), Ok(Some(Role::Rook)));
    assert_eq!(promo("b8=T"), Ok(Some(Role::Rook)));
    assert_eq!(promo("b8=F"), Ok(Some(Role::Bishop)));
    assert_eq!(promo("b8=B"), Ok(Some(Role::Bishop)));
    assert_eq!(promo("b8=D"), Ok(Some(Role::Queen)));
    assert_eq!(
        parse_san_with(&pos, "b8=K", &en),
        Err(SanError::Illegal {
            text: "b8=K".into(),
            reason: IllegalSan::BadPromotion { role: Role::King }
        })
    );
}

#[test]
fn dutch_and_danish_letters() {
    let [_, (_, nl), _, (_, da)] = letter_sets();
    let pos = rules::fen::parse_position("4k3/8/8/8/8/8/8/RNBQKBNR w - - 0 1").unwrap();
    for (letters, text, from) in [
        (nl, "Pc3", "b1"),
        (nl, "Lc4", "f1"),
        (nl, "Dd3", "d1"),
        (nl, "Kd2", "e1"),
        (nl, "Nc3", "b1"),
        (nl, "Bc4", "f1"),
        (nl, "Qd3", "d1"),
        (da, "Sf3", "g1"),
        (da, "Ld3", "f1"),
        (da, "Df3", "d1"),
        (da, "Ne2", "g1"),
        (da, "Be2", "f1"),
    ] {
        assert_eq!(
            parse_san_with(&pos, text, &letters).map(|m| m.from()),
            Ok(sq(from)),
            "{text}"
        );
    }
    // Dutch P is a knight, never a pawn; S means nothing in Dutch or English.
    assert!(matches!(
        parse_san_with(&pos, "Pe4", &nl),
        Err(SanError::Illegal {
            reason: IllegalSan::Unreachable {
                role: Role::Knight,
                ..
            },
            ..
        })
    ));
    assert!(matches!(
        parse_san_with(&pos, "Sf3", &nl),
        Err(SanError::UnknownPiece { letter: 'S', .. })
    ));
}

#[test]
fn uci_text_is_never_san_and_castling_is_always_a_castle() {
    let positions = positions(0x0c1_0000_0000_0042, 40);
    let mut castles = 0;
    for (lang, letters) in letter_sets() {
        for pos in &positions {
            for m in pos.legal_moves() {
                let uci = m.to_string();
                assert!(
                    matches!(
                        parse_san_with(pos, &uci, &letters),
                        Err(SanError::Syntax { .. })
                    ),
                    "{lang}: UCI {uci} read as SAN in {}",
                    to_fen(pos)
                );
            }
            for (side, texts) in [
                (CastlingSide::KingSide, ["O-O", "0-0", "O-O+"]),
                (CastlingSide::QueenSide, ["O-O-O", "0-0-0", "0-0-0#"]),
            ] {
                for text in texts {
                    let read = parse_san_with(pos, text, &letters);
                    match pos.castling_move(side) {
                        Some(m) => {
                            castles += 1;
                            assert_eq!(read, Ok(m), "{lang}: {text}");
                            assert!(m.is_castle());
                        }
                        None => assert!(
                            matches!(
                                read,
                                Err(SanError::Illegal {
                                    reason: IllegalSan::Castling { side: s, .. },
                                    ..
                                }) if s == side
                            ),
                            "{lang}: {text}: {read:?}"
                        ),
                    }
                }
            }
        }
    }
    assert!(castles > 50, "castles {castles}");
}

fn sq(s: &str) -> Square {
    s.parse().expect("square")
}

/// The from-squares of the legal moves of `role` to `to` (castling excluded).
fn legal_from(pos: &Position, role: Role, to: Square) -> Vec<Square> {
    let mut v: Vec<Square> = pos
        .legal_moves()
        .into_iter()
        .filter(|m| !m.is_castle() && m.to() == to)
        .filter(|m| pos.board().role_at(m.from()) == Some(role))
        .map(Move::from)
        .collect();
    v.sort();
    v.dedup();
    v
}

/// `true` if moving the piece on `from` to `to` (a capture removes what stands there) leaves
/// the mover's king attacked: checked through `Position::from_setup`, which refuses a
/// position whose side not to move is in check.
fn leaves_king_attacked(pos: &Position, from: Square, to: Square) -> bool {
    let mut setup: Setup = pos.to_setup();
    let Some(piece) = setup.board.clear(from) else {
        return false;
    };
    setup.board.clear(to);
    setup.board.set(to, piece);
    setup.turn = !setup.turn;
    setup.ep_square = None;
    setup.castling_rooks = rules::Bitboard::EMPTY;
    matches!(
        Position::from_setup(setup),
        Err(rules::PositionError::OppositeCheck)
    )
}

#[test]
fn explanations_agree_with_the_legal_moves() {
    let positions = positions(0xa3b1_0000_dead_beef, 40);
    let mut kinds = [0usize; 7];
    let mut french_rook_fallbacks = 0;
    let letters = letter_sets();
    for (i, pos) in positions.iter().enumerate() {
        let (lang, l) = letters[i % 4];
        let us = pos.turn();
        for role in [
            Role::King,
            Role::Queen,
            Role::Rook,
            Role::Bishop,
            Role::Knight,
        ] {
            let ours: Vec<Square> = pos.board().by_piece(role.of(us)).collect();
            for to in Square::all() {
                let mut text = String::new();
                text.push(l.letter(role).expect("letter"));
                text.push_str(&to.to_string());
                let legal = legal_from(pos, role, to);
                let fen = to_fen(pos);
                match parse_san_with(pos, &text, &l) {
                    Ok(m) if pos.board().role_at(m.from()) != Some(role) => {
                        // Only French R (roi) falls back to another piece, the English rook,
                        // and only when no king move matches.
                        assert_eq!((lang, role), ("fr", Role::King), "{text} in {fen}");
                        assert!(legal.is_empty(), "{text} in {fen}");
                        assert_eq!(legal_from(pos, Role::Rook, to), [m.from()]);
                        french_rook_fallbacks += 1;
                    }
                    Ok(m) => {
                        assert_eq!(legal, [m.from()], "{text} in {fen}");
                        kinds[0] += 1;
                    }
                    Err(SanError::Ambiguous {
                        role: r,
                        to: t,
                        candidates,
                        ..
                    }) => {
                        assert_eq!((r, t), (role, to));
                        assert!(candidates.len() >= 2);
                        assert_eq!(candidates, legal, "{text} in {fen}");
                        kinds[1] += 1;
                    }
                    Err(SanError::Illegal { reason, .. }) => {
                        assert!(legal.is_empty(), "{text} in {fen}: {reason:?}");
                        match reason {
                            IllegalSan::NoPiece { role: r, origin } => {
                                assert_eq!((r, origin), (role, Origin::Any));
                                assert!(ours.is_empty());
                                kinds[2] += 1;
                            }
                            IllegalSan::OwnPiece { to: t, .. } => {
                                assert_eq!(t, to);
                                assert_eq!(pos.board().piece_at(to).map(|p| p.color), Some(us));
                                kinds[3] += 1;
                            }
                            IllegalSan::Unreachable { from, to: t, .. } => {
                                assert_eq!(t, to);
                                assert_eq!(from, ours, "{text} in {fen}");
                                kinds[4] += 1;
                            }
                            IllegalSan::LeavesKingInCheck {
                                from,
                                to: t,
                                in_check,
                                role: r,
                            } => {
                                assert_eq!((r, t), (role, to));
                                assert_eq!(in_check, pos.is_check());
                                assert!(!from.is_empty());
                                for f in from {
                                    assert!(ours.contains(&f));
                                    assert!(
                                        leaves_king_attacked(pos, f, to),
                                        "{text} from {f} in {fen}"
                                    );
                                }
                                kinds[5 + usize::from(in_check)] += 1;
                            }
                            other => panic!("{text} in {fen}: {other:?}"),
                        }
                    }
                    Err(other) => panic!("{text} in {fen}: {other:?}"),
                }
            }
        }
    }
    // Every kind of answer occurs in the sample.
    assert!(kinds.iter().all(|&k| k > 0), "{kinds:?}");
    assert!(french_rook_fallbacks > 0);
}

#[test]
fn pawn_explanations() {
    let pos = rules::fen::parse_position("4k3/1P6/8/3p4/2P1P3/8/5P2/4K3 w - - 0 1").unwrap();
    let read = |t: &str| parse_san_with(&pos, t, &Letters::ENGLISH);
    assert_eq!(
        read("xd5"),
        Err(SanError::Ambiguous {
            text: "xd5".into(),
            role: Role::Pawn,
            to: sq("d5"),
            candidates: vec![sq("c4"), sq("e4")]
        })
    );
    assert_eq!(
        read("b8"),
        Err(SanError::Illegal {
            text: "b8".into(),
            reason: IllegalSan::PromotionMissing { to: sq("b8") }
        })
    );
    assert_eq!(
        read("f3=Q"),
        Err(SanError::Illegal {
            text: "f3=Q".into(),
            reason: IllegalSan::PromotionNotAllowed { to: sq("f3") }
        })
    );
    assert_eq!(
        read("gxf3"),
        Err(SanError::Illegal {
            text: "gxf3".into(),
            reason: IllegalSan::NoPiece {
                role: Role::Pawn,
                origin: Origin::File(6)
            }
        })
    );
    assert_eq!(
        read("f5"),
        Err(SanError::Illegal {
            text: "f5".into(),
            reason: IllegalSan::Unreachable {
                role: Role::Pawn,
                origin: Origin::Any,
                from: vec![sq("f2"), sq("c4"), sq("e4"), sq("b7")],
                to: sq("f5")
            }
        })
    );
    assert_eq!(read("f4").map(|m| m.from()), Ok(sq("f2")));
}

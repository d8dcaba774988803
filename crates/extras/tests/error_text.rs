//! The errors of `rules` as sentences ([`extras::error_text`]): every variant of every error
//! type has a text in every language, with its data, and real errors read as a player reads
//! them.

use extras::error_text::{
    fen_error, game_error, illegal_move, letters, pgn_error, position_error, san_error,
    square_error, start_position_error, tag_error, uci_error,
};
use rules::fen::{CastlingFieldError, FenError, PlacementError};
use rules::game::{GameError, GameResult, Outcome, Reason};
use rules::pgn::{PgnError, PgnErrorKind, TagError, TagPairError};
use rules::san::{IllegalSan, Letters, Origin, SanError};
use rules::startpos::StartPositionError;
use rules::uci::UciError;
use rules::{
    CastlingObstacle, CastlingSide, Color, IllegalMove, Move, ParseSquareError, PositionError, Role,
};
use ui::i18n::Lang;

/// The square named `s` (`"e4"`).
fn sq(s: &str) -> rules::Square {
    s.parse().unwrap()
}

/// One value of every variant of every error type, with the data its text must show.
fn samples() -> Vec<(Sample, Vec<&'static str>)> {
    use Sample::*;
    let outcome = Outcome {
        result: GameResult::BlackWins,
        reason: Reason::Checkmate,
    };
    let san = |reason| SanError::Illegal {
        text: "Nd4".into(),
        reason,
    };
    let e2e5 = Move::Normal {
        from: sq("e2"),
        to: sq("e5"),
        promotion: None,
    };
    let castle = Move::Castle {
        king: sq("e1"),
        rook: sq("h1"),
    };
    let pgn = |line, kind| {
        Pgn(PgnError {
            line: Some(line),
            kind,
        })
    };
    vec![
        (Fen(FenError::Empty), vec!["FEN"]),
        (Fen(FenError::TooLong(300)), vec!["300", "256"]),
        (
            Fen(FenError::Placement(PlacementError::RankCount(7))),
            vec!["8", "7"],
        ),
        (
            Fen(FenError::Placement(PlacementError::BadDigit {
                rank: 3,
                digit: '9',
            })),
            vec!["3", "9"],
        ),
        (
            Fen(FenError::Placement(PlacementError::BadChar {
                rank: 5,
                found: 'x',
            })),
            vec!["5", "x"],
        ),
        (
            Fen(FenError::Placement(PlacementError::RankTooLong { rank: 6 })),
            vec!["6", "8"],
        ),
        (
            Fen(FenError::Placement(PlacementError::RankTooShort {
                rank: 2,
                squares: 7,
            })),
            vec!["2", "7", "8"],
        ),
        (Fen(FenError::Turn("x".into())), vec!["x", "w", "b"]),
        (
            Fen(FenError::Castling(CastlingFieldError::TooManyRights)),
            vec![],
        ),
        (
            Fen(FenError::Castling(CastlingFieldError::BadLetter('z'))),
            vec!["z"],
        ),
        (
            Fen(FenError::Castling(CastlingFieldError::KingNotOnHomeRank {
                letter: 'K',
                color: Color::White,
            })),
            vec!["K"],
        ),
        (
            Fen(FenError::Castling(CastlingFieldError::NoRookOnSide {
                letter: 'q',
                color: Color::Black,
                side: CastlingSide::QueenSide,
            })),
            vec!["q"],
        ),
        (
            Fen(FenError::Castling(CastlingFieldError::NoRookOn {
                letter: 'G',
                color: Color::White,
                square: sq("g1"),
            })),
            vec!["G", "g1"],
        ),
        (
            Fen(FenError::Castling(CastlingFieldError::Repeated('k'))),
            vec!["k"],
        ),
        (Fen(FenError::EnPassant("e5".into())), vec!["e5", "3", "6"]),
        (Fen(FenError::Halfmoves("-1".into())), vec!["-1", "5"]),
        (Fen(FenError::Fullmoves("0".into())), vec!["0", "6"]),
        (Fen(FenError::TooManyFields), vec![]),
        (
            Fen(FenError::Position(PositionError::OppositeCheck)),
            vec!["FEN"],
        ),
        (Position(PositionError::MissingKing(Color::White)), vec![]),
        (Position(PositionError::TooManyKings(Color::Black)), vec![]),
        (
            Position(PositionError::PawnOnBackRank(sq("c8"))),
            vec!["c8"],
        ),
        (Position(PositionError::OppositeCheck), vec![]),
        (
            Position(PositionError::InvalidCastlingRight(sq("b1"))),
            vec!["b1"],
        ),
        (
            Position(PositionError::DuplicateCastlingRight(
                Color::White,
                CastlingSide::KingSide,
            )),
            vec![],
        ),
        (
            Position(PositionError::InvalidEpSquare(sq("e3"))),
            vec!["e3"],
        ),
        (Illegal(IllegalMove(e2e5)), vec!["e2", "e5"]),
        (Illegal(IllegalMove(castle)), vec!["O-O"]),
        (SquareName(ParseSquareError), vec!["a1", "h8"]),
        (
            Illegal(IllegalMove(Move::EnPassant {
                from: sq("e5"),
                to: sq("d6"),
            })),
            vec!["e5", "d6"],
        ),
        (StartPosition(StartPositionError(961)), vec!["961", "959"]),
        (San(SanError::Empty), vec![]),
        (
            San(SanError::Syntax {
                text: "hello".into(),
            }),
            vec!["hello"],
        ),
        (
            San(SanError::UnknownPiece {
                text: "Xf3".into(),
                letter: 'X',
            }),
            vec!["Xf3", "X"],
        ),
        (
            San(SanError::Illegal {
                text: "O-O".into(),
                reason: IllegalSan::Castling {
                    side: CastlingSide::KingSide,
                    obstacle: CastlingObstacle::NoRight,
                },
            }),
            vec!["O-O"],
        ),
        (
            San(SanError::Illegal {
                text: "0-0-0".into(),
                reason: IllegalSan::Castling {
                    side: CastlingSide::QueenSide,
                    obstacle: CastlingObstacle::InCheck,
                },
            }),
            vec!["O-O-O"],
        ),
        (
            San(SanError::Illegal {
                text: "O-O".into(),
                reason: IllegalSan::Castling {
                    side: CastlingSide::KingSide,
                    obstacle: CastlingObstacle::Blocked,
                },
            }),
            vec!["O-O"],
        ),
        (
            San(SanError::Illegal {
                text: "O-O".into(),
                reason: IllegalSan::Castling {
                    side: CastlingSide::KingSide,
                    obstacle: CastlingObstacle::Attacked,
                },
            }),
            vec!["O-O"],
        ),
        (
            San(san(IllegalSan::NoPiece {
                role: Role::Knight,
                origin: Origin::Any,
            })),
            vec!["Nd4"],
        ),
        (
            San(san(IllegalSan::NoPiece {
                role: Role::Rook,
                origin: Origin::File(1),
            })),
            vec!["Nd4", "b"],
        ),
        (
            San(san(IllegalSan::NoPiece {
                role: Role::Bishop,
                origin: Origin::Rank(2),
            })),
            vec!["Nd4", "3"],
        ),
        (
            San(san(IllegalSan::NoPiece {
                role: Role::Queen,
                origin: Origin::Square(sq("h4")),
            })),
            vec!["Nd4", "h4"],
        ),
        (
            San(san(IllegalSan::OwnPiece {
                role: Role::Knight,
                to: sq("d4"),
            })),
            vec!["Nd4", "d4"],
        ),
        (
            San(san(IllegalSan::Unreachable {
                role: Role::Knight,
                origin: Origin::Any,
                from: vec![sq("g1")],
                to: sq("d4"),
            })),
            vec!["Nd4", "g1", "d4"],
        ),
        (
            San(san(IllegalSan::Unreachable {
                role: Role::Rook,
                origin: Origin::Any,
                from: vec![sq("a1"), sq("h1")],
                to: sq("d4"),
            })),
            vec!["Nd4", "a1, h1", "d4"],
        ),
        (
            San(san(IllegalSan::LeavesKingInCheck {
                role: Role::Knight,
                from: vec![sq("d2")],
                to: sq("f3"),
                in_check: false,
            })),
            vec!["Nd4", "d2", "f3"],
        ),
        (
            San(san(IllegalSan::LeavesKingInCheck {
                role: Role::Rook,
                from: vec![sq("d2"), sq("f2")],
                to: sq("e2"),
                in_check: false,
            })),
            vec!["Nd4", "d2, f2", "e2"],
        ),
        (
            San(san(IllegalSan::LeavesKingInCheck {
                role: Role::King,
                from: vec![sq("e1")],
                to: sq("e2"),
                in_check: false,
            })),
            vec!["Nd4", "e2"],
        ),
        (
            San(san(IllegalSan::LeavesKingInCheck {
                role: Role::Knight,
                from: vec![sq("b1")],
                to: sq("c3"),
                in_check: true,
            })),
            vec!["Nd4"],
        ),
        (
            San(san(IllegalSan::PromotionMissing { to: sq("b8") })),
            vec!["Nd4", "b8", "="],
        ),
        (
            San(san(IllegalSan::PromotionNotAllowed { to: sq("a3") })),
            vec!["Nd4", "a3"],
        ),
        (
            San(san(IllegalSan::BadPromotion { role: Role::King })),
            vec!["Nd4"],
        ),
        (
            San(SanError::Ambiguous {
                text: "Nd2".into(),
                role: Role::Knight,
                to: sq("d2"),
                candidates: vec![sq("b1"), sq("f3")],
            }),
            vec!["b1, f3", "d2"],
        ),
        (
            San(SanError::Ambiguous {
                text: "Qe1".into(),
                role: Role::Queen,
                to: sq("e1"),
                candidates: vec![sq("e4"), sq("h1"), sq("h4")],
            }),
            vec!["e4, h1, h4", "ee1", "1e1", "h4e1"],
        ),
        (
            San(SanError::Ambiguous {
                text: "xd5".into(),
                role: Role::Pawn,
                to: sq("d5"),
                candidates: vec![sq("c4"), sq("e4")],
            }),
            vec!["c4, e4", "cxd5", "exd5"],
        ),
        (Uci(UciError::Syntax("e9e4".into())), vec!["e9e4"]),
        (
            Uci(UciError::Illegal {
                from: sq("e2"),
                to: sq("e5"),
                promotion: None,
            }),
            vec!["e2", "e5"],
        ),
        (
            Uci(UciError::Illegal {
                from: sq("b7"),
                to: sq("b8"),
                promotion: Some(Role::Queen),
            }),
            vec!["b7", "b8"],
        ),
        (Game(GameError::GameOver(outcome)), vec!["0-1"]),
        (Game(GameError::IllegalMove(e2e5)), vec!["e2", "e5"]),
        (
            Game(GameError::San(SanError::Syntax { text: "zz".into() })),
            vec!["zz"],
        ),
        (Game(GameError::NoDrawClaim), vec!["50"]),
        (Game(GameError::InconsistentOutcome(outcome)), vec!["0-1"]),
        (
            Tag(TagError::InvalidName("Bad Name".into())),
            vec!["Bad Name"],
        ),
        (Tag(TagError::Derived("FEN".into())), vec!["FEN"]),
        (
            Tag(TagError::ControlCharacter("White".into())),
            vec!["White"],
        ),
        (
            Pgn(PgnError {
                line: None,
                kind: PgnErrorKind::TooLarge(3_000_000),
            }),
            vec!["3000000", "2097152"],
        ),
        (
            Pgn(PgnError {
                line: None,
                kind: PgnErrorKind::TooManyGames,
            }),
            vec!["10000"],
        ),
        (
            Pgn(PgnError {
                line: None,
                kind: PgnErrorKind::NoGame,
            }),
            vec![],
        ),
        (
            pgn(3, PgnErrorKind::Tag(TagPairError::MissingName)),
            vec!["3", "["],
        ),
        (
            pgn(
                4,
                PgnErrorKind::Tag(TagPairError::MissingQuote {
                    name: "Event".into(),
                }),
            ),
            vec!["4", "Event", "\""],
        ),
        (
            pgn(
                5,
                PgnErrorKind::Tag(TagPairError::UnclosedValue {
                    name: "Site".into(),
                }),
            ),
            vec!["5", "Site", "\"]"],
        ),
        (pgn(6, PgnErrorKind::UnclosedComment), vec!["6", "{"]),
        (pgn(7, PgnErrorKind::UnclosedVariation), vec!["7", "("]),
        (pgn(8, PgnErrorKind::Unexpected(')')), vec!["8", ")", "("]),
        (pgn(9, PgnErrorKind::Unexpected('}')), vec!["9", "}"]),
        (pgn(10, PgnErrorKind::Unexpected(']')), vec!["10", "]"]),
        (pgn(11, PgnErrorKind::Unexpected('"')), vec!["11", "\""]),
        (
            pgn(12, PgnErrorKind::Fen(FenError::TooManyFields)),
            vec!["12", "FEN"],
        ),
        (
            pgn(13, PgnErrorKind::UnsupportedVariant("Atomic".into())),
            vec!["13", "Atomic", "Chess960"],
        ),
        (
            pgn(
                14,
                PgnErrorKind::Move {
                    text: "Nf9".into(),
                    number: 3,
                    color: Color::White,
                    error: GameError::San(SanError::Syntax { text: "Nf9".into() }),
                },
            ),
            vec!["14", "3", "Nf9", "Nf3"],
        ),
        (
            pgn(
                15,
                PgnErrorKind::Move {
                    text: "a3".into(),
                    number: 4,
                    color: Color::Black,
                    error: GameError::GameOver(outcome),
                },
            ),
            vec!["15", "4", "a3", "0-1"],
        ),
        (
            pgn(
                16,
                PgnErrorKind::ResultMismatch {
                    given: GameResult::WhiteWins,
                    outcome,
                },
            ),
            vec!["16", "1-0", "0-1"],
        ),
    ]
}

/// Any error value of the `rules` crate.
enum Sample {
    Fen(FenError),
    Position(PositionError),
    Illegal(IllegalMove),
    SquareName(ParseSquareError),
    StartPosition(StartPositionError),
    San(SanError),
    Uci(UciError),
    Game(GameError),
    Tag(TagError),
    Pgn(PgnError),
}

fn text(lang: Lang, s: &Sample) -> String {
    match s {
        Sample::Fen(e) => fen_error(lang, e),
        Sample::Position(e) => position_error(lang, e),
        Sample::Illegal(e) => illegal_move(lang, e),
        Sample::SquareName(e) => square_error(lang, e),
        Sample::StartPosition(e) => start_position_error(lang, e),
        Sample::San(e) => san_error(lang, e),
        Sample::Uci(e) => uci_error(lang, e),
        Sample::Game(e) => game_error(lang, e),
        Sample::Tag(e) => tag_error(lang, e),
        Sample::Pgn(e) => pgn_error(lang, e),
    }
}

/// The variant of a sample, as a name. Every match lists every variant without a
/// wildcard: a new variant in `rules` stops compilation here, and once it has its name
/// `every_variant_has_a_sample` fails until `samples()` holds a value of it.
fn variant(s: &Sample) -> &'static str {
    match s {
        Sample::Fen(e) => match e {
            FenError::Empty => "Fen::Empty",
            FenError::TooLong(_) => "Fen::TooLong",
            FenError::Placement(p) => match p {
                PlacementError::RankCount(_) => "Placement::RankCount",
                PlacementError::BadDigit { .. } => "Placement::BadDigit",
                PlacementError::BadChar { .. } => "Placement::BadChar",
                PlacementError::RankTooLong { .. } => "Placement::RankTooLong",
                PlacementError::RankTooShort { .. } => "Placement::RankTooShort",
            },
            FenError::Turn(_) => "Fen::Turn",
            FenError::Castling(c) => match c {
                CastlingFieldError::TooManyRights => "Castling::TooManyRights",
                CastlingFieldError::BadLetter(_) => "Castling::BadLetter",
                CastlingFieldError::KingNotOnHomeRank { .. } => "Castling::KingNotOnHomeRank",
                CastlingFieldError::NoRookOnSide { .. } => "Castling::NoRookOnSide",
                CastlingFieldError::NoRookOn { .. } => "Castling::NoRookOn",
                CastlingFieldError::Repeated(_) => "Castling::Repeated",
            },
            FenError::EnPassant(_) => "Fen::EnPassant",
            FenError::Halfmoves(_) => "Fen::Halfmoves",
            FenError::Fullmoves(_) => "Fen::Fullmoves",
            FenError::TooManyFields => "Fen::TooManyFields",
            FenError::Position(_) => "Fen::Position",
        },
        Sample::Position(e) => match e {
            PositionError::MissingKing(_) => "Position::MissingKing",
            PositionError::TooManyKings(_) => "Position::TooManyKings",
            PositionError::PawnOnBackRank(_) => "Position::PawnOnBackRank",
            PositionError::OppositeCheck => "Position::OppositeCheck",
            PositionError::InvalidCastlingRight(_) => "Position::InvalidCastlingRight",
            PositionError::DuplicateCastlingRight(..) => "Position::DuplicateCastlingRight",
            PositionError::InvalidEpSquare(_) => "Position::InvalidEpSquare",
        },
        Sample::Illegal(IllegalMove(m)) => match m {
            Move::Normal { .. } => "IllegalMove::Normal",
            Move::EnPassant { .. } => "IllegalMove::EnPassant",
            Move::Castle { .. } => "IllegalMove::Castle",
        },
        Sample::SquareName(ParseSquareError) => "ParseSquareError",
        Sample::StartPosition(StartPositionError(_)) => "StartPositionError",
        Sample::San(e) => match e {
            SanError::Empty => "San::Empty",
            SanError::Syntax { .. } => "San::Syntax",
            SanError::UnknownPiece { .. } => "San::UnknownPiece",
            SanError::Illegal { reason, .. } => match reason {
                IllegalSan::Castling { obstacle, .. } => match obstacle {
                    CastlingObstacle::NoRight => "Castling::NoRight",
                    CastlingObstacle::InCheck => "Castling::InCheck",
                    CastlingObstacle::Blocked => "Castling::Blocked",
                    CastlingObstacle::Attacked => "Castling::Attacked",
                },
                IllegalSan::NoPiece { origin, .. } => match origin {
                    Origin::Any => "NoPiece::Any",
                    Origin::File(_) => "NoPiece::File",
                    Origin::Rank(_) => "NoPiece::Rank",
                    Origin::Square(_) => "NoPiece::Square",
                },
                IllegalSan::OwnPiece { .. } => "OwnPiece",
                IllegalSan::Unreachable { .. } => "Unreachable",
                IllegalSan::LeavesKingInCheck { .. } => "LeavesKingInCheck",
                IllegalSan::PromotionMissing { .. } => "PromotionMissing",
                IllegalSan::PromotionNotAllowed { .. } => "PromotionNotAllowed",
                IllegalSan::BadPromotion { .. } => "BadPromotion",
            },
            SanError::Ambiguous { .. } => "San::Ambiguous",
        },
        Sample::Uci(e) => match e {
            UciError::Syntax(_) => "Uci::Syntax",
            UciError::Illegal { .. } => "Uci::Illegal",
        },
        Sample::Game(e) => match e {
            GameError::GameOver(_) => "Game::GameOver",
            GameError::IllegalMove(_) => "Game::IllegalMove",
            GameError::San(_) => "Game::San",
            GameError::NoDrawClaim => "Game::NoDrawClaim",
            GameError::InconsistentOutcome(_) => "Game::InconsistentOutcome",
        },
        Sample::Tag(e) => match e {
            TagError::InvalidName(_) => "Tag::InvalidName",
            TagError::Derived(_) => "Tag::Derived",
            TagError::ControlCharacter(_) => "Tag::ControlCharacter",
        },
        Sample::Pgn(e) => match &e.kind {
            PgnErrorKind::TooLarge(_) => "Pgn::TooLarge",
            PgnErrorKind::TooManyGames => "Pgn::TooManyGames",
            PgnErrorKind::NoGame => "Pgn::NoGame",
            PgnErrorKind::Tag(t) => match t {
                TagPairError::MissingName => "TagPair::MissingName",
                TagPairError::MissingQuote { .. } => "TagPair::MissingQuote",
                TagPairError::UnclosedValue { .. } => "TagPair::UnclosedValue",
            },
            PgnErrorKind::UnclosedComment => "Pgn::UnclosedComment",
            PgnErrorKind::UnclosedVariation => "Pgn::UnclosedVariation",
            PgnErrorKind::Unexpected(_) => "Pgn::Unexpected",
            PgnErrorKind::Fen(_) => "Pgn::Fen",
            PgnErrorKind::UnsupportedVariant(_) => "Pgn::UnsupportedVariant",
            PgnErrorKind::Move { .. } => "Pgn::Move",
            PgnErrorKind::ResultMismatch { .. } => "Pgn::ResultMismatch",
        },
    }
}

/// Every name `variant` can return: keep in step with it (the test below checks both
/// directions).
const VARIANTS: &[&str] = &[
    "Fen::Empty",
    "Fen::TooLong",
    "Placement::RankCount",
    "Placement::BadDigit",
    "Placement::BadChar",
    "Placement::RankTooLong",
    "Placement::RankTooShort",
    "Fen::Turn",
    "Castling::TooManyRights",
    "Castling::BadLetter",
    "Castling::KingNotOnHomeRank",
    "Castling::NoRookOnSide",
    "Castling::NoRookOn",
    "Castling::Repeated",
    "Fen::EnPassant",
    "Fen::Halfmoves",
    "Fen::Fullmoves",
    "Fen::TooManyFields",
    "Fen::Position",
    "Position::MissingKing",
    "Position::TooManyKings",
    "Position::PawnOnBackRank",
    "Position::OppositeCheck",
    "Position::InvalidCastlingRight",
    "Position::DuplicateCastlingRight",
    "Position::InvalidEpSquare",
    "IllegalMove::Normal",
    "IllegalMove::EnPassant",
    "IllegalMove::Castle",
    "ParseSquareError",
    "StartPositionError",
    "San::Empty",
    "San::Syntax",
    "San::UnknownPiece",
    "Castling::NoRight",
    "Castling::InCheck",
    "Castling::Blocked",
    "Castling::Attacked",
    "NoPiece::Any",
    "NoPiece::File",
    "NoPiece::Rank",
    "NoPiece::Square",
    "OwnPiece",
    "Unreachable",
    "LeavesKingInCheck",
    "PromotionMissing",
    "PromotionNotAllowed",
    "BadPromotion",
    "San::Ambiguous",
    "Uci::Syntax",
    "Uci::Illegal",
    "Game::GameOver",
    "Game::IllegalMove",
    "Game::San",
    "Game::NoDrawClaim",
    "Game::InconsistentOutcome",
    "Tag::InvalidName",
    "Tag::Derived",
    "Tag::ControlCharacter",
    "Pgn::TooLarge",
    "Pgn::TooManyGames",
    "Pgn::NoGame",
    "TagPair::MissingName",
    "TagPair::MissingQuote",
    "TagPair::UnclosedValue",
    "Pgn::UnclosedComment",
    "Pgn::UnclosedVariation",
    "Pgn::Unexpected",
    "Pgn::Fen",
    "Pgn::UnsupportedVariant",
    "Pgn::Move",
    "Pgn::ResultMismatch",
];

#[test]
fn every_variant_has_a_sample() {
    let samples = samples();
    let covered: std::collections::BTreeSet<&str> =
        samples.iter().map(|(s, _)| variant(s)).collect();
    for name in VARIANTS {
        assert!(covered.contains(name), "no sample of {name}");
    }
    for name in &covered {
        assert!(VARIANTS.contains(name), "{name} missing from VARIANTS");
    }
    assert_eq!(covered.len(), VARIANTS.len(), "a name twice in VARIANTS");
}

#[test]
fn every_sample_has_a_text_in_every_language_with_its_data() {
    for (sample, data) in samples() {
        let en = text(Lang::En, &sample);
        for lang in Lang::ALL {
            let t = text(lang, &sample);
            let name = variant(&sample);
            assert!(!t.trim().is_empty(), "{name} {lang:?}: empty");
            if lang != Lang::En {
                assert_ne!(t, en, "{name} {lang:?}: not translated");
            }
            for d in &data {
                assert!(t.contains(d), "{name} {lang:?}: {d:?} missing from {t:?}");
            }
            // A sentence: it ends with a full stop, and has no doubled spaces or '{'
            // left from a format string.
            assert!(t.ends_with('.'), "{name} {lang:?}: {t:?}");
            assert!(!t.contains("  "), "{name} {lang:?}: {t:?}");
        }
    }
}

#[test]
fn letters_per_language() {
    assert_eq!(letters(Lang::Nl).to_array(), ['K', 'D', 'T', 'L', 'P']);
    assert_eq!(letters(Lang::En), Letters::ENGLISH);
    assert_eq!(letters(Lang::Fr).to_array(), ['R', 'D', 'T', 'F', 'C']);
    assert_eq!(letters(Lang::Da).to_array(), ['K', 'D', 'T', 'L', 'S']);
}

/// Real errors from the readers, in full, as a player reads them.
#[test]
fn sentences_from_real_errors() {
    let pos = rules::fen::parse_position("4k3/8/8/8/1b6/8/3N4/4K3 w - - 0 1").unwrap();
    let e = rules::san::parse_san_with(&pos, "Pf3", &letters(Lang::Nl)).unwrap_err();
    assert_eq!(
        san_error(Lang::Nl, &e),
        "Onreglementaire zet Pf3: het paard op d2 staat gepend: na een zet naar f3 zou je \
         koning schaak staan."
    );
    let e = rules::san::parse_san_with(&pos, "Cf3", &letters(Lang::Fr)).unwrap_err();
    assert_eq!(
        san_error(Lang::Fr, &e),
        "Coup illégal Cf3 : le cavalier en d2 est cloué : après un coup en f3, votre roi \
         serait en échec."
    );
    let e = rules::san::parse_san_with(&pos, "Sf3", &letters(Lang::Da)).unwrap_err();
    assert_eq!(
        san_error(Lang::Da, &e),
        "Ulovligt træk Sf3: springeren på d2 er bundet: efter et træk til f3 ville din \
         konge stå i skak."
    );
    let e = rules::san::parse_san(&pos, "Nf3").unwrap_err();
    assert_eq!(
        san_error(Lang::En, &e),
        "Illegal move Nf3: the knight on d2 is pinned: after a move to f3 your king would \
         be in check."
    );
    // Ambiguous rooks (French: feminine) and castling.
    let pos = rules::fen::parse_position("4k3/8/8/8/8/8/4K3/R6R w - - 0 1").unwrap();
    let e = rules::san::parse_san_with(&pos, "Td1", &letters(Lang::Fr)).unwrap_err();
    assert_eq!(
        san_error(Lang::Fr, &e),
        "Les deux tours (a1, h1) peuvent aller en d1. Précisez laquelle, par exemple Tad1 \
         ou Thd1."
    );
    let e = rules::san::parse_san_with(&pos, "Td1", &letters(Lang::Da)).unwrap_err();
    assert_eq!(
        san_error(Lang::Da, &e),
        "Begge tårne (a1, h1) kan gå til d1. Angiv hvilket tårn du mener, for eksempel Tad1 \
         eller Thd1."
    );
    let e = rules::san::parse_san_with(&pos, "O-O", &letters(Lang::Nl)).unwrap_err();
    assert_eq!(
        san_error(Lang::Nl, &e),
        "Korte rokade (O-O) kan nu niet: er is geen rokaderecht meer (de koning of die \
         toren heeft al gezet)."
    );
    // A PGN error: line, move, English letters in the hint.
    let e =
        rules::pgn::read_games("[FEN \"4k3/8/8/8/8/8/4K3/R6R w - - 0 1\"]\n1. Rd1 *").unwrap_err();
    assert_eq!(
        pgn_error(Lang::Nl, &e),
        "Regel 2: zet 1 van Wit: Beide torens (a1, h1) kunnen naar d1. Geef aan welke toren \
         je bedoelt, bijvoorbeeld Rad1 of Rhd1."
    );
    let e = rules::fen::parse_fen("8/8/8 w - - 0 1").unwrap_err();
    assert_eq!(
        fen_error(Lang::Fr, &e),
        "La position des pièces dans le FEN doit compter 8 rangées séparées par « / », mais \
         en compte 3."
    );
}

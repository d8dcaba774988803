//! Reading PGN: all games of a text ([`read_games`]) or its first ([`read_game`]), within the
//! size limits.

use super::error::{err, PgnError, PgnErrorKind};
use super::game::PgnGame;
use super::lexer::{Lexer, Tok};
use super::partial::Partial;
use super::variation::nag_of_symbol;

/// Largest PGN text [`read_games`] reads, in bytes (2 MiB: some thousands of games).
pub const MAX_PGN_BYTES: usize = 2 * 1024 * 1024;

/// Most games [`read_games`] reads from one text.
pub const MAX_GAMES: usize = 10_000;

/// Annotation symbols that may stand alone in movetext (besides `$n` NAGs).
const ANNOTATIONS: [&str; 18] = [
    "!", "?", "!!", "??", "!?", "?!", "+-", "-+", "+=", "=+", "=", "+/-", "-/+", "±", "∓", "∞",
    "⩲", "⩱",
];

/// What a movetext symbol is.
enum Symbol<'a> {
    Result(&'a str),
    Ignore,
    San(&'a str),
}

fn classify(sym: &str) -> Symbol<'_> {
    match sym {
        "1-0" | "0-1" | "1/2-1/2" | "*" => return Symbol::Result(sym),
        "½-½" => return Symbol::Result("1/2-1/2"),
        _ => {}
    }
    if ANNOTATIONS.contains(&sym) || sym.bytes().all(|b| b == b'.') {
        return Symbol::Ignore;
    }
    let digits = sym.bytes().take_while(u8::is_ascii_digit).count();
    if digits > 0 {
        let rest = sym.get(digits..).unwrap_or("");
        if rest.is_empty() {
            return Symbol::Ignore;
        }
        if rest.starts_with('.') {
            let san = rest.trim_start_matches('.');
            return if san.is_empty() {
                Symbol::Ignore
            } else {
                Symbol::San(san)
            };
        }
    }
    Symbol::San(sym)
}

/// Reads all games of a PGN text (at most [`MAX_PGN_BYTES`] bytes, [`MAX_GAMES`] games).
///
/// Fails on the first problem, with its line. An empty text (or one with only comments) has no
/// games.
///
/// ```
/// use rules::pgn::read_games;
/// let text = "[Variant \"fischer random\"]\n[FEN \"bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1\"]\n\n\
///             1. g4 {good} (1. f4 $2) 1... g5 2. Nf3 1-0\n\n1. e4 e5 2. Nf9 *\n";
/// let err = read_games(text).unwrap_err();
/// assert_eq!(err.to_string(), "line 6: illegal move 'Nf9' at move 2 (White): not a move in SAN");
/// let games = read_games(text.split("\n\n1. e4").next().unwrap()).unwrap();
/// assert_eq!(games[0].game.sans(), ["g4", "g5", "Nf3"]);
/// assert_eq!(games[0].result(), "1-0");
/// ```
pub fn read_games(text: &str) -> Result<Vec<PgnGame>, PgnError> {
    if text.len() > MAX_PGN_BYTES {
        return Err(PgnError {
            line: None,
            kind: PgnErrorKind::TooLarge(text.len()),
        });
    }
    let mut lexer = Lexer::new(text);
    let mut games = Vec::new();
    let mut current: Option<Partial> = None;
    let push = |games: &mut Vec<PgnGame>, partial: Partial| -> Result<(), PgnError> {
        if games.len() >= MAX_GAMES {
            return Err(PgnError {
                line: None,
                kind: PgnErrorKind::TooManyGames,
            });
        }
        games.push(partial.finish()?);
        Ok(())
    };
    while let Some((line, tok)) = lexer.next_token()? {
        // A tag after movetext (or after the result) starts a new game.
        if let Tok::Tag(..) = tok {
            if let Some(p) = current.take_if(|p| p.has_movetext() || p.result.is_some()) {
                if p.lines.depth() > 0 {
                    return Err(err(p.open_line, PgnErrorKind::UnclosedVariation));
                }
                push(&mut games, p)?;
            }
        }
        // Comments and NAGs between games belong to no game.
        if current.is_none() && matches!(tok, Tok::Comment(_) | Tok::Nag(_)) {
            continue;
        }
        let partial = current.get_or_insert_with(Partial::new);
        match tok {
            Tok::Tag(name, value) => partial.tag(line, name, value),
            Tok::Comment(text) => partial.comment(text),
            Tok::Nag(nag) => {
                if partial.lines.depth() == 0 {
                    partial.skipped.nags += 1;
                }
                if let Some(nag) = nag {
                    partial.nag(nag);
                }
            }
            Tok::Open => partial.open(line)?,
            Tok::Close => partial.lines.close(line)?,
            Tok::Symbol(sym) => {
                let depth = partial.lines.depth();
                match classify(sym) {
                    Symbol::Ignore => {
                        if let Some(nag) = nag_of_symbol(sym) {
                            if depth == 0 && sym.bytes().all(|b| b == b'!' || b == b'?') {
                                partial.skipped.nags += 1;
                            }
                            partial.nag(nag);
                        }
                    }
                    // A result inside a variation ends nothing.
                    Symbol::Result(_) if depth > 0 => {}
                    Symbol::Result(r) => {
                        partial.game()?;
                        partial.result = Some((line, static_result(r)));
                        if let Some(p) = current.take() {
                            push(&mut games, p)?;
                        }
                    }
                    Symbol::San(written) => {
                        let san = written.trim_end_matches(['!', '?']);
                        let mark = written.get(san.len()..).and_then(nag_of_symbol);
                        if depth > 0 {
                            partial.lines.play(line, san)?;
                        } else {
                            if san.len() < written.len() {
                                partial.skipped.nags += 1;
                            }
                            let game = partial.game()?;
                            let pos = game.position();
                            let (number, color) = (pos.fullmoves(), pos.turn());
                            if let Err(error) = game.play_san(san) {
                                return Err(err(
                                    line,
                                    PgnErrorKind::Move {
                                        text: written.chars().take(20).collect(),
                                        number,
                                        color,
                                        error,
                                    },
                                ));
                            }
                        }
                        if let Some(nag) = mark {
                            partial.nag(nag);
                        }
                    }
                }
            }
        }
    }
    if let Some(p) = current.take() {
        push(&mut games, p)?;
    }
    Ok(games)
}

fn static_result(r: &str) -> &'static str {
    match r {
        "1-0" => "1-0",
        "0-1" => "0-1",
        "1/2-1/2" => "1/2-1/2",
        _ => "*",
    }
}

/// Reads the first game of a PGN text (the whole text is checked, as by [`read_games`]).
pub fn read_game(text: &str) -> Result<PgnGame, PgnError> {
    read_games(text)?.into_iter().next().ok_or(PgnError {
        line: None,
        kind: PgnErrorKind::NoGame,
    })
}

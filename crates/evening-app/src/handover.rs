//! Games handed over by Rokade's game page. A board's link in the pairing list opens the game
//! page with the round's position, the evening's clock, the players and the board's
//! reference (`board=KEY.R.B`, [`ui::evening_board`]); when the game ends there, the game
//! page leaves the game in the browser's storage under `rokade.handover.KEY.R.B`. This
//! module reads such a record ([`read`]) and says what the board's row offers ([`offer`]):
//! the result to enter with one press, the same result already entered, a conflict with
//! the result entered, or why the game does not fit the board. Nothing is entered without
//! the arbiter's press, and a result already entered is never overwritten.

use evening::{BoardResult, Evening, EveningError, GameReport, HandOverMismatch};
use rules::game::GameResult as GameEnd;
use rules::pgn::PgnGame;
use ui::evening_board::{EveningBoard, HANDOVER_PREFIX};

/// Longest hand-over record read (a long game is a few KB).
pub const MAX_RECORD: usize = 200_000;

/// The key that tells this evening's boards from another evening's in the links and the
/// storage keys: 8 hexadecimal digits of the evening's name and date.
///
/// ```
/// use evening::{Date, Evening, Settings};
/// let e = Evening::new(Settings::new("Club", Date::new(2025, 3, 14).unwrap())).unwrap();
/// let key = evening_app::handover::evening_key(&e);
/// assert_eq!(key.len(), 8);
/// ```
pub fn evening_key(e: &Evening) -> String {
    let settings = e.settings();
    let text = format!("{}\u{1f}{}", settings.name, settings.date);
    let mut hex = String::new();
    ui::address::push_hex(&mut hex, ui::address::fingerprint(&text));
    hex.truncate(8);
    hex
}

/// The storage key the game page hands board `board` of round `round` over under.
pub fn storage_key(e: &Evening, round: u16, board: u16) -> String {
    format!(
        "{HANDOVER_PREFIX}{}",
        EveningBoard::reference(&evening_key(e), round, board)
    )
}

/// The address (relative to the evening page) that opens board `board` of round `round` on
/// the game page: the round's position, the evening's clock, the players, the evening's
/// name, the board's reference and the language.
pub fn game_address(
    e: &Evening,
    round: u16,
    board: u16,
    names: (&str, &str),
    sp: Option<u32>,
    lang: &str,
) -> String {
    use crate::address::encode;
    let tc = e.settings().time_control;
    let sp = sp.map(|sp| format!("sp={sp}&")).unwrap_or_default();
    let mut href = format!(
        "./?{sp}tc={}%2B{}&board={}&white={}&black={}",
        tc.minutes,
        tc.increment,
        EveningBoard::reference(&evening_key(e), round, board),
        encode(names.0),
        encode(names.1),
    );
    if !e.settings().name.is_empty() {
        href.push_str("&event=");
        href.push_str(&encode(&e.settings().name));
    }
    href.push_str("&lang=");
    href.push_str(lang);
    href
}

/// A game handed over for a board of this evening.
#[derive(Clone, Debug)]
pub struct HandedGame {
    /// What the game page reported: round, board, players, position, result.
    pub report: GameReport,
    /// The game itself, for the evening's PGN.
    pub game: rules::game::Game,
}

/// A hand-over record of this evening, read.
#[derive(Clone, Debug)]
pub enum Record {
    /// A finished game.
    Game(Box<HandedGame>),
    /// The record cannot be read (damaged, foreign text, or a game that has not ended).
    Damaged,
}

/// The round and board of a storage key, when it is a hand-over key of evening `e`.
///
/// ```
/// use evening::{Date, Evening, Settings};
/// use evening_app::handover::{board_of_key, evening_key};
/// let e = Evening::new(Settings::new("Club", Date::new(2025, 3, 14).unwrap())).unwrap();
/// let key = format!("rokade.handover.{}.2.5", evening_key(&e));
/// assert_eq!(board_of_key(&e, &key), Some((2, 5)));
/// assert_eq!(board_of_key(&e, "rokade.handover.other.2.5"), None);
/// ```
pub fn board_of_key(e: &Evening, key: &str) -> Option<(u16, u16)> {
    let reference = key.strip_prefix(HANDOVER_PREFIX)?;
    let (evening, round, board) = EveningBoard::parse_reference(reference)?;
    (evening == evening_key(e)).then_some((round, board))
}

/// Reads a hand-over record for board `board` of round `round` (the key said which): the
/// game page's saved-game text, replayed move by move. Anything that does not replay into a
/// finished game is [`Record::Damaged`].
pub fn read(round: u16, board: u16, text: &str) -> Record {
    if text.len() > MAX_RECORD {
        return Record::Damaged;
    }
    let Ok(saved) = ui::persist::decode(text) else {
        return Record::Damaged;
    };
    let Ok(app) = ui::state::App::from_saved(&saved, ui::i18n::Lang::En) else {
        return Record::Damaged;
    };
    let Some(outcome) = app.game.outcome() else {
        return Record::Damaged;
    };
    let sp = app
        .sp
        .or_else(|| rules::startpos::number_of(app.game.start()));
    let Some(sp) = sp else {
        return Record::Damaged;
    };
    let result = match outcome.result {
        GameEnd::WhiteWins => evening::GameResult::Win,
        GameEnd::BlackWins => evening::GameResult::Loss,
        GameEnd::Draw => evening::GameResult::Draw,
    };
    Record::Game(Box::new(HandedGame {
        report: GameReport {
            round,
            board,
            white: app.tag("White").to_string(),
            black: app.tag("Black").to_string(),
            sp,
            result,
        },
        game: app.game,
    }))
}

/// What a board's row offers from a hand-over record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Offer {
    /// The game's result, to enter with one press.
    Enter(BoardResult),
    /// The game's result is the one entered.
    Entered(BoardResult),
    /// Another result is entered: the arbiter corrects by hand if the board is right.
    Conflict {
        /// The game's result.
        game: BoardResult,
        /// The result entered.
        entered: BoardResult,
    },
    /// The game does not fit the board (other players, reversed colours, another position).
    Misfit(HandOverMismatch),
    /// The record cannot be read.
    Damaged,
}

/// What the row of board `board` of round `round` offers for `record`; `None` when the
/// round's results can no longer change (an old record) or the board is not a game.
pub fn offer(e: &Evening, record: &Record) -> Option<Offer> {
    let game = match record {
        Record::Damaged => return Some(Offer::Damaged),
        Record::Game(g) => g,
    };
    let report = &game.report;
    let new = BoardResult::from_game(report.result);
    let entered = e.entered_result(report.round, report.board);
    let mut trial = e.clone();
    match trial.hand_over(report) {
        Ok(()) if entered == Some(new) => Some(Offer::Entered(new)),
        Ok(()) => Some(Offer::Enter(new)),
        Err(EveningError::HandOver(HandOverMismatch::ResultEntered(entered))) => {
            Some(Offer::Conflict { game: new, entered })
        }
        Err(EveningError::HandOver(m)) => Some(Offer::Misfit(m)),
        Err(_) => None,
    }
}

/// The evening's handed-over games as one PGN text, in round and board order: Event (the
/// evening's name), Site, Date, Round (`R.B`), White and Black (the pairing's names),
/// TimeControl, Result, Variant, SetUp and FEN. Damaged records and games that do not fit
/// their board are left out. `None` when there is no game.
pub fn evening_pgn(e: &Evening, records: &[(u16, u16, Record)]) -> Option<(String, usize)> {
    let mut sorted: Vec<&(u16, u16, Record)> = records.iter().collect();
    sorted.sort_by_key(|(r, b, _)| (*r, *b));
    let settings = e.settings();
    let date = settings.date;
    let date = format!("{:04}.{:02}.{:02}", date.year(), date.month(), date.day());
    let mut games = Vec::new();
    for (round, board, record) in sorted {
        let Record::Game(g) = record else { continue };
        if !e.hand_over_fits(&g.report) {
            continue;
        }
        let mut pg = PgnGame::new(g.game.clone());
        let event = if settings.name.is_empty() {
            "?"
        } else {
            settings.name.as_str()
        };
        let _ = pg.tags.set("Event", event);
        let _ = pg.tags.set("Date", date.as_str());
        let _ = pg.tags.set("Round", format!("{round}.{board}"));
        let _ = pg.tags.set("White", g.report.white.as_str());
        let _ = pg.tags.set("Black", g.report.black.as_str());
        let tc = settings.time_control;
        let _ = pg.tags.set(
            "TimeControl",
            format!("{}+{}", tc.minutes * 60, tc.increment),
        );
        games.push(pg);
    }
    if games.is_empty() {
        return None;
    }
    Some((rules::pgn::write_games(&games), games.len()))
}

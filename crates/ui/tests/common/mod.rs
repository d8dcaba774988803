//! Helpers shared by the ui crate's native tests: squares by name, a board or a game from a FEN, and
//! the pointer gestures (click, drag, tap) as the page hands them to the state.
// Each test file uses some of them.
#![allow(dead_code)]

use rules::Square;
use ui::i18n::Lang;
use ui::state::{App, NewGame};

/// The square named `s` (`"e4"`).
pub fn sq(s: &str) -> Square {
    s.parse().unwrap()
}

/// The pieces of a FEN's placement field (`"8/8/8/8/8/8/8/RK6"`), read by the rules' FEN
/// reader (any placement, legal or not).
pub fn board(placement: &str) -> rules::Board {
    let mut fen = String::from(placement);
    fen.push_str(" w - - 0 1");
    rules::fen::parse_fen(&fen).unwrap().board
}

/// A game from `fen`, in English.
pub fn app_fen(fen: &str) -> App {
    app_fen_in(Lang::En, fen)
}

/// A game from `fen`, in `lang`.
pub fn app_fen_in(lang: Lang, fen: &str) -> App {
    let mut app = App::new(lang, 518);
    app.new_game(NewGame::Fen(fen.into())).unwrap();
    app
}

/// A mouse click on `s`: press and release without moving.
pub fn click(app: &mut App, s: &str) {
    app.pointer_down(Some(sq(s)), 0.0, 0.0);
    app.pointer_up(Some(sq(s)));
}

/// A tap on `s`, as a new press (the page tells the state a press starts).
pub fn tap(app: &mut App, s: &str) {
    app.press_started();
    click(app, s);
}

/// A drag from `from` to `to`.
pub fn drag(app: &mut App, from: &str, to: &str) {
    app.pointer_down(Some(sq(from)), 0.0, 0.0);
    app.pointer_move(50.0, 50.0);
    app.pointer_up(Some(sq(to)));
}

/// The page's start as `web` does it: the address `query`, the saved game's text `saved`
/// (as `localStorage` holds it) and the browser's language `browser`.
pub fn boot(query: &str, saved: Option<&str>, browser: Lang) -> App {
    let params = ui::address::Params::from_address(&ui::address::Address::read(query, ""));
    let lang = params.lang.unwrap_or(browser);
    let saved = saved.map(|raw| ui::persist::decode(raw).and_then(|s| App::from_saved(&s, lang)));
    App::boot(ui::state::saved::BootInput {
        params: &params,
        saved,
        lang,
        random: 7,
        today: String::new(),
        storage: true,
        address: query,
    })
}

/// A game of SP `sp` in `lang` with the moves `moves` (from, to) played, as saved text.
pub fn saved_game(lang: Lang, sp: u32, moves: &[(&str, &str)]) -> String {
    let mut app = App::new(lang, 518);
    app.new_game(NewGame::Number(sp)).unwrap();
    for (from, to) in moves {
        assert!(app.try_move(sq(from), sq(to)), "{from}{to}");
    }
    ui::persist::encode(&app.to_saved())
}

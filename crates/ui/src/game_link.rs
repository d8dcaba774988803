//! A link that carries a game (issue #19 part 3, "Copy link"): the game in the address's
//! fragment (never sent to a web server, so it may be long), with what is needed to continue
//! it on another device: the PGN (start position and moves, and an imported game's
//! annotations unless they would make the link too long), the time control and both
//! remaining times (`clk`: the clock waits for the next move), the computer opponent, and
//! the language only when the sender chose it. A finished game's link opens the viewer
//! (`view=1`). Written by the extras module; the page only has the button.

use crate::i18n::Lang;
use crate::percent::percent_encode;
use crate::state::App;
use crate::text::push_u64;
use rules::Color;

/// The link to `app`'s game at `base` (the page's address without query or fragment), its
/// clock read at `now` (epoch ms); `lang`: the interface language when the player chose it
/// (the address's `lang` or the language menu), else `None`.
pub fn game_link(app: &App, base: &str, now: f64, lang: Option<Lang>) -> String {
    let mut link = String::from(base);
    link.push_str("#pgn=");
    // With an imported game's annotations, unless they make the link too long to be read.
    let mut pgn = percent_encode(&app.pgn_text());
    if pgn.len() > crate::address::MAX_ADDRESS_LEN / 2 {
        pgn = percent_encode(&app.pgn_text_plain());
    }
    link.push_str(&pgn);
    if let Some((minutes, seconds)) = app.tc {
        link.push_str("&tc=");
        push_u64(&mut link, u64::from(minutes));
        link.push_str("%2B");
        push_u64(&mut link, u64::from(seconds));
    }
    let over = app.game.is_over();
    if let (Some(clock), false) = (&app.clock, over) {
        link.push_str("&clk=");
        push_u64(&mut link, clock.remaining(Color::White, now).max(0) as u64);
        link.push(',');
        push_u64(&mut link, clock.remaining(Color::Black, now).max(0) as u64);
    }
    if let Some(c) = &app.computer {
        link.push_str(if c.side == Color::White {
            "&computer=white&level="
        } else {
            "&computer=black&level="
        });
        push_u64(&mut link, u64::from(c.level));
    }
    if let Some(l) = lang {
        link.push_str("&lang=");
        link.push_str(l.code());
    }
    if over {
        link.push_str("&view=1");
    }
    link
}

/// Reads `clk=<white ms>,<black ms>`: two whole numbers of milliseconds, at most 100 hours
/// each; `None` for anything else.
///
/// ```
/// assert_eq!(ui::game_link::read_clk("61000,5999"), Some([61000, 5999]));
/// assert_eq!(ui::game_link::read_clk("61000"), None);
/// ```
pub fn read_clk(value: &str) -> Option<[i64; 2]> {
    let (w, b) = value.split_once(',')?;
    let ms = |t: &str| {
        crate::text::parse::<u32>(t)
            .filter(|&n| n <= 360_000_000)
            .map(i64::from)
    };
    Some([ms(w)?, ms(b)?])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::address::{Address, Params};
    use crate::state::NewGame;

    fn game() -> App {
        let mut app = App::new(Lang::Fr, 518);
        app.tc = Some((5, 3));
        app.new_game(NewGame::Number(518)).unwrap();
        app
    }

    #[test]
    fn the_link_carries_the_game_the_clock_and_the_chosen_language() {
        let mut app = game();
        app.now = 1_000.0;
        for (from, to) in [("e2", "e4"), ("e7", "e5")] {
            let sq = |s: &str| s.parse::<rules::Square>().unwrap();
            assert!(app.try_move(sq(from), sq(to)));
        }
        let link = game_link(&app, "https://club.example/960/", 1_000.0, None);
        assert!(link.starts_with("https://club.example/960/#pgn="), "{link}");
        assert!(link.contains("&tc=5%2B3&clk="), "{link}");
        assert!(!link.contains("lang=") && !link.contains("view="), "{link}");
        let with_lang = game_link(&app, "", 1_000.0, Some(Lang::Da));
        assert!(with_lang.ends_with("&lang=da"), "{with_lang}");
        // The link read back as an address: the same game, clock and language.
        let p = Params::from_address(&Address::read("", &with_lang));
        assert!(p.warnings.is_empty(), "{:?}", p.warnings);
        assert!(
            p.pgn
                .as_deref()
                .is_some_and(|g| g.contains("1. e4 {[%clk 0:05:03]} 1... e5")),
            "{:?}",
            p.pgn
        );
        assert_eq!(p.tc, Some((5, 3)));
        let clk = p.clk.expect("clk");
        let clock = app.clock.as_ref().unwrap();
        assert_eq!(clk[0], clock.remaining(Color::White, 1_000.0));
        assert_eq!(clk[1], clock.remaining(Color::Black, 1_000.0));
        assert_eq!(p.lang, Some(Lang::Da));
    }

    #[test]
    fn a_finished_game_opens_in_the_viewer() {
        let mut app = game();
        app.resign(Color::White);
        let link = game_link(&app, "", 0.0, None);
        assert!(link.ends_with("&view=1"), "{link}");
        assert!(!link.contains("clk="), "{link}");
    }

    #[test]
    fn bad_clk_values_are_refused() {
        for bad in [
            "",
            ",",
            "1,",
            ",1",
            "-1,5",
            "1.5,2",
            "1,2,3",
            "x,y",
            "360000001,1",
        ] {
            assert_eq!(read_clk(bad), None, "{bad}");
        }
        assert_eq!(read_clk("0,360000000"), Some([0, 360_000_000]));
    }
}

//! Saving and restoring: the state as [`Saved`] text for `localStorage`, and the choice at
//! page start between the saved game and the game the address asks for.

use super::{App, NewGame};
use crate::address::Params;
use crate::clock::Clock;
use crate::i18n::Lang;
use crate::message::Msg;
use crate::persist::Saved;
use rules::game::{Game, GameResult, Outcome, Reason};
use rules::{fen, Color};

/// What the page knows when it starts.
#[derive(Debug)]
pub struct BootInput<'a> {
    /// The address's parameters.
    pub params: &'a Params,
    /// The saved game: none, restored, or damaged (already kept aside by the page).
    pub saved: Option<Result<App, String>>,
    /// The browser's language (used when neither the address nor the save names one).
    pub lang: Lang,
    /// A random number for a random start position.
    pub random: u64,
    /// Today as `YYYY.MM.DD`, for the PGN `Date` tag.
    pub today: String,
    /// `false` when the browser does not let the page keep the game.
    pub storage: bool,
    /// The address's query and fragment as read (for [`Msg::BadParams`]).
    pub address: &'a str,
}

impl App {
    /// The state the page starts with: the saved game if the address asks for nothing else
    /// (or for the same, still unfinished, game), else the game the address asks for, else
    /// a random start position. Messages say what went wrong on the way.
    #[inline(never)]
    pub fn boot(input: BootInput<'_>) -> App {
        let params = input.params;
        let lang = params.lang.unwrap_or(input.lang);
        let key_now = params.game_key();
        let mut note = None;
        let mut restored = None;
        match input.saved {
            Some(Ok(a)) => {
                let same = a.game_key == key_now && !a.game.is_over();
                if key_now.is_empty() || same {
                    restored = Some(a);
                } else if a.in_progress() {
                    // A link replaces an unfinished game: it is kept, and can be resumed.
                    note = Some(Msg::PreviousKept);
                }
            }
            Some(Err(_)) => note = Some(Msg::CorruptSave),
            None => {}
        }
        let mut app = match restored {
            Some(a) => a,
            None => {
                let mut app = App::new(lang, 518);
                app.random = input.random;
                app.tc = params.tc;
                if let Some(o) = params.computer {
                    app.opponent = o;
                }
                // A PGN in the address is read by the page's second module once it has
                // loaded (`Effect::ImportPgn`); until then a random position stands in, neither
                // playable nor saved (`opening_link`).
                let started = if params.pgn.is_some() {
                    None
                } else if let Some(f) = &params.fen {
                    Some(app.new_game(NewGame::Fen(f.clone())))
                } else {
                    params.sp.map(|n| app.new_game(NewGame::Number(n)))
                };
                match started {
                    Some(Ok(())) => {}
                    Some(Err(e)) => {
                        note = Some(e);
                        let _ = app.new_game(NewGame::Random(input.random));
                    }
                    None => {
                        let _ = app.new_game(NewGame::Random(input.random));
                    }
                }
                app.notice = None;
                app.effects.clear();
                // The page asks the computer once it has started (see `think_if_needed`).
                app.thinking = None;
                if let Some(pgn) = &params.pgn {
                    app.effects.push(super::Effect::ImportPgn(pgn.clone()));
                    app.opening_link = true;
                    app.link_clock = params.clk;
                }
                app.set_time_control(params.tc);
                app.game_key = key_now;
                if let Some(b) = &params.evening_board {
                    b.tag(&mut app.tags);
                }
                if app.tag("Date").is_empty() {
                    let _ = app.tags.set("Date", input.today);
                }
                app
            }
        };
        // A language other than the browser's (saved with the game) was chosen once too.
        app.lang_chosen = params.lang.is_some() || app.lang != lang;
        if let Some(l) = params.lang {
            app.lang = l;
        }
        if let Some(o) = params.orientation {
            app.flipped = o == Color::Black;
        }
        if params.flip_auto {
            app.set_hot_seat(true);
        }
        app.previous_kept = note == Some(Msg::PreviousKept);
        let msg = note
            .or_else(|| (!input.storage).then_some(Msg::NoStorage))
            .or_else(|| {
                (!params.warnings.is_empty()).then(|| Msg::BadParams(input.address.to_string()))
            });
        if let Some(m) = msg {
            let error = !matches!(m, Msg::NoStorage | Msg::PreviousKept);
            app.say(error, m);
        }
        // Nothing to say at start: a live region that is filled on load is not announced.
        app.announce.clear();
        app
    }

    /// The state to store.
    pub fn to_saved(&self) -> Saved {
        Saved {
            start_fen: fen::to_fen(self.game.start()),
            sp: self.sp,
            moves: self.game.moves().iter().map(|m| m.uci()).collect(),
            ended: self.game.declared_outcome().map(encode_outcome),
            flipped: self.flipped,
            hot_seat: self.hot_seat,
            lang: Some(self.lang.code().to_string()),
            exclude_518: self.exclude_518,
            // Every tag: the players' own and an imported game's (Elo, TimeControl, ...).
            tags: self
                .tags
                .iter()
                .map(|(k, _)| (k.to_string(), self.tag(k).to_string()))
                .filter(|(_, v)| !v.is_empty())
                .collect(),
            game_key: self.game_key.clone(),
            clock: self.clock.as_ref().map(Clock::encode),
            notes: self.notes.clone(),
            tc: self.tc,
            high_contrast: self.high_contrast,
            figurines: self.figurines,
            computer: self.computer.map(|c| (c.side.fold('w', 'b'), c.level)),
            opponent: Some(match self.opponent {
                super::Opponent::Human => ("human".into(), 1),
                super::Opponent::Computer(side, level) => (
                    match side {
                        Some(Color::White) => "white",
                        Some(Color::Black) => "black",
                        None => "random",
                    }
                    .into(),
                    level,
                ),
            }),
        }
    }

    /// Restores a saved state; any inconsistency (bad FEN, illegal move) is an error and
    /// nothing is built from it.
    pub fn from_saved(s: &Saved, fallback_lang: Lang) -> Result<App, String> {
        // The reasons are for the console only (the player sees "the saved game was
        // damaged"); plain words keep the rules' error texts out of the page.
        let start = fen::parse_position(&s.start_fen).map_err(|_| "bad start position")?;
        let mut game = Game::new(start);
        for (i, uci) in s.moves.iter().enumerate() {
            let bad = || {
                let mut m = String::from("illegal saved move ");
                crate::text::push_u64(&mut m, i as u64 + 1);
                m
            };
            let m = rules::uci::parse_uci(game.position(), uci).map_err(|_| bad())?;
            game.play(m).map_err(|_| bad())?;
        }
        if let Some(e) = &s.ended {
            let o = decode_outcome(e).ok_or("unknown game end")?;
            let r = match o.reason {
                Reason::ThreefoldClaim | Reason::FiftyMoveClaim => game.claim_draw().map(|_| ()),
                _ => game.end(o),
            };
            r.map_err(|_| "the saved end does not fit the game")?;
        }
        let lang = s
            .lang
            .as_deref()
            .and_then(Lang::from_code)
            .unwrap_or(fallback_lang);
        let mut app = App::new(lang, 518);
        app.game = game;
        app.sp = s.sp;
        app.flipped = s.flipped;
        app.hot_seat = s.hot_seat;
        app.exclude_518 = s.exclude_518;
        app.game_key = s.game_key.clone();
        app.notes = s.notes.clone();
        app.tc = s.tc;
        app.high_contrast = s.high_contrast;
        app.computer = s.computer.map(|(side, level)| super::Computer {
            side: if side == 'w' {
                Color::White
            } else {
                Color::Black
            },
            level,
        });
        if let Some((who, level)) = &s.opponent {
            let mut l = String::new();
            crate::text::push_u32(&mut l, u32::from(*level));
            app.opponent = super::Opponent::from_form(who, &l);
        }
        app.figurines = s.figurines;
        app.tc_custom = matches!(s.tc, Some(tc) if !crate::clock::PRESETS.contains(&tc));
        if let Some(c) = &s.clock {
            app.clock = Some(Clock::decode(c).ok_or("damaged clock")?);
        }
        for (k, v) in &s.tags {
            app.set_tag(k, v);
        }
        Ok(app)
    }
}

fn encode_outcome(o: Outcome) -> String {
    let c = |c: Color| if c == Color::White { "w" } else { "b" };
    let mut s = String::new();
    match o.reason {
        Reason::Resignation(x) => {
            s.push_str("resign-");
            s.push_str(c(x));
        }
        Reason::Agreement => s.push_str("agree"),
        Reason::ThreefoldClaim => s.push_str("claim3"),
        Reason::FiftyMoveClaim => s.push_str("claim50"),
        Reason::Timeout(x) => {
            s.push_str("time-");
            s.push_str(c(x));
            s.push('-');
            s.push_str(o.result.as_pgn());
        }
        _ => {
            s.push_str("other-");
            s.push_str(o.result.as_pgn());
        }
    }
    s
}

fn decode_outcome(s: &str) -> Option<Outcome> {
    let color = |c: &str| match c {
        "w" => Some(Color::White),
        "b" => Some(Color::Black),
        _ => None,
    };
    let (kind, rest) = s.split_once('-').unwrap_or((s, ""));
    Some(match kind {
        "resign" => {
            let c = color(rest)?;
            Outcome {
                result: GameResult::win_for(!c),
                reason: Reason::Resignation(c),
            }
        }
        "agree" => Outcome {
            result: GameResult::Draw,
            reason: Reason::Agreement,
        },
        "claim3" => Outcome {
            result: GameResult::Draw,
            reason: Reason::ThreefoldClaim,
        },
        "claim50" => Outcome {
            result: GameResult::Draw,
            reason: Reason::FiftyMoveClaim,
        },
        "time" => {
            let (c, r) = rest.split_once('-')?;
            Outcome {
                result: GameResult::from_pgn(r)?,
                reason: Reason::Timeout(color(c)?),
            }
        }
        "other" => Outcome {
            result: GameResult::from_pgn(rest)?,
            reason: Reason::Unknown,
        },
        _ => return None,
    })
}

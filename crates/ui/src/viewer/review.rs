//! The viewer's analysis (issue 21), its pure part: asking the engine's worker about every
//! position of the shown game's main line one after the other, recording the answers
//! ([`Analysis`]), cancelling, and what the analysis says in words (a marked move is read
//! "12. Nf3, mistake, best was Bd3, evaluation minus 1.2"). An imported PGN's `[%eval]` and
//! NAGs are an analysis already ([`Review::of_game`]).

use super::review_texts::{t, Key};
use super::tree::Tree;
use crate::analysis::record::{Analysis, Counts, PositionEval};
use crate::analysis::{pgn, Eval, Mark};
use crate::i18n::Lang;
use crate::notation::localize_san;
use protocol::{FromWorker, SearchRequest};
use rules::pgn::PgnGame;
use rules::{Color, Position};

/// How long the engine looks at each position.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Setting {
    /// Depth 14 within 400 ms a position: a 40-move game in well under a minute on a phone.
    Quick,
    /// Depth 22 within 4 s a position.
    Deep,
}

impl Setting {
    /// The search's depth and its time cap per position (milliseconds).
    pub fn limits(self) -> (u32, u64) {
        match self {
            Setting::Quick => (14, 400),
            Setting::Deep => (22, 4000),
        }
    }
}

/// Where the analysis is.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Status {
    /// Not asked for (or imported with the game).
    Idle,
    /// The worker is at it.
    Running(Setting),
    /// Every position evaluated.
    Finished,
    /// Stopped by the reader.
    Cancelled,
    /// The worker failed (it cannot start, or it stopped).
    Failed,
}

/// The shown game's analysis and its progress.
#[derive(Clone, Debug)]
pub struct Review {
    /// The analysis.
    pub analysis: Analysis,
    /// Where it is.
    pub status: Status,
    start: Position,
    start_fen: String,
    /// The request answers must carry (a cancelled analysis's late answers are ignored).
    id: u32,
}

impl Review {
    /// The review of a game: the analysis its PGN carries (`[%eval]`, NAGs), else an empty
    /// one.
    pub fn of_game(pg: &PgnGame) -> Review {
        let start = pg.game.start().clone();
        let analysis = pgn::read(pg).unwrap_or_else(|| {
            let moves = pg.game.moves().iter().map(|m| m.uci()).collect();
            Analysis::new(moves, start.turn() == Color::White, false)
        });
        Review {
            analysis,
            status: Status::Idle,
            start_fen: rules::fen::to_fen(&start),
            start,
            id: 0,
        }
    }

    /// Whether there is anything to show (an evaluation or a mark).
    pub fn shown(&self) -> bool {
        self.analysis.done() > 0 || self.analysis.given.iter().any(Option::is_some)
    }

    /// Starts (again) at `setting`: every position anew. The first question for the worker.
    pub fn start(&mut self, setting: Setting) -> Option<SearchRequest> {
        let moves = self.analysis.moves.clone();
        self.analysis = Analysis::new(moves, self.analysis.white_first, setting == Setting::Deep);
        self.id = self.id.wrapping_add(1);
        self.status = Status::Running(setting);
        self.next()
    }

    /// Stops; what is evaluated stays.
    pub fn cancel(&mut self) {
        if let Status::Running(_) = self.status {
            self.status = Status::Cancelled;
            self.id = self.id.wrapping_add(1);
        }
    }

    /// The worker failed.
    pub fn fail(&mut self) {
        if let Status::Running(_) = self.status {
            self.status = Status::Failed;
            self.id = self.id.wrapping_add(1);
        }
    }

    /// `(evaluated, all)` positions.
    pub fn progress(&self) -> (usize, usize) {
        (self.analysis.done(), self.analysis.positions.len())
    }

    /// The question about the next position without an evaluation; `Finished` when there is
    /// none.
    fn next(&mut self) -> Option<SearchRequest> {
        let Status::Running(setting) = self.status else {
            return None;
        };
        let Some(ply) = self.analysis.next_to_do() else {
            self.status = Status::Finished;
            return None;
        };
        let (depth, ms) = setting.limits();
        Some(SearchRequest {
            id: self.id,
            start_fen: self.start_fen.clone(),
            moves: self.analysis.moves.iter().take(ply).cloned().collect(),
            level: 8,
            clock: None,
            movetime_ms: Some(ms),
            seed: 1,
            depth: Some(depth),
        })
    }

    /// The worker's message: an answer to the running analysis is recorded (its score turned
    /// to White's view) and the next question returned; a failure stops the analysis;
    /// anything else (progress, an old answer) changes nothing.
    pub fn on_message(&mut self, msg: &FromWorker) -> Option<SearchRequest> {
        let Status::Running(_) = self.status else {
            return None;
        };
        match msg {
            FromWorker::Answer(a) if a.id == self.id => {
                let Some(ply) = self.analysis.next_to_do() else {
                    self.status = Status::Finished;
                    return None;
                };
                let white_to_move = (ply % 2 == 0) == self.analysis.white_first;
                let flip = |n: i32| if white_to_move { n } else { -n };
                let eval = match (a.mate, a.score_cp) {
                    (Some(m), _) => Eval::Mate(flip(m)),
                    (None, Some(cp)) => Eval::Cp(flip(cp)),
                    // No score: a position without moves that is not mate (stalemate).
                    (None, None) => Eval::Cp(0),
                };
                self.analysis.record(
                    ply,
                    PositionEval {
                        eval,
                        depth: a.depth,
                        line: a.pv.clone(),
                    },
                );
                self.next()
            }
            FromWorker::Failed { id, .. } if *id == self.id || *id == 0 => {
                self.fail();
                None
            }
            _ => None,
        }
    }

    /// The position after `ply` moves of the main line.
    fn position(&self, tree: &Tree, ply: usize) -> Option<Position> {
        if ply == 0 {
            return Some(self.start.clone());
        }
        tree.node(tree.main_line_at(ply)).map(|n| n.pos.clone())
    }

    /// The engine's best move in the position after `ply` moves, as SAN in `lang`.
    pub fn best_san(&self, tree: &Tree, ply: usize, lang: Lang) -> Option<String> {
        let uci = self.analysis.positions.get(ply)?.as_ref()?.line.first()?;
        let pos = self.position(tree, ply)?;
        let m = rules::uci::parse_uci(&pos, uci).ok()?;
        Some(localize_san(lang, &rules::san::to_san(&pos, m)))
    }

    /// The engine's best move in the position after `ply` moves, as its squares (the arrow):
    /// the king's move for castling.
    pub fn best_squares(&self, tree: &Tree, ply: usize) -> Option<(rules::Square, rules::Square)> {
        let uci = self.analysis.positions.get(ply)?.as_ref()?.line.first()?;
        let pos = self.position(tree, ply)?;
        let m = rules::uci::parse_uci(&pos, uci).ok()?;
        Some(match m.castling_side() {
            Some(side) => (m.from(), side.king_to(pos.turn())),
            None => (m.from(), m.to()),
        })
    }

    /// The shown position's line for the panel: "Evaluation +0.35 · Best line (depth 14): Nc6
    /// Nf3 d6" (what is known of it; `None` when the position has no evaluation).
    pub fn line_text(&self, tree: &Tree, ply: usize, lang: Lang) -> Option<String> {
        let p = self.analysis.positions.get(ply)?.as_ref()?;
        let mut s = String::from(t(lang, Key::Evaluation));
        s.push(' ');
        s.push_str(&eval_short(p.eval));
        let mut pos = self.position(tree, ply)?;
        let mut sans = Vec::new();
        for uci in &p.line {
            let Ok(m) = rules::uci::parse_uci(&pos, uci) else {
                break;
            };
            sans.push(localize_san(lang, &rules::san::to_san(&pos, m)));
            let Ok(next) = pos.play(m) else { break };
            pos = next;
        }
        if !sans.is_empty() {
            s.push_str(" · ");
            s.push_str(t(lang, Key::BestLine));
            if p.depth > 0 {
                s.push_str(&format!(" ({} {})", t(lang, Key::Depth), p.depth));
            }
            s.push_str(": ");
            s.push_str(&sans.join(" "));
        }
        Some(s)
    }

    /// The number of moves of the main line before node `id`, if it is on the main line.
    pub fn ply_of(tree: &Tree, id: usize) -> Option<usize> {
        let mut ply = 0;
        let mut at = tree.node(id)?;
        while let Some(p) = at.parent {
            if at.depth > 0 {
                return None;
            }
            ply += 1;
            at = tree.node(p)?;
        }
        Some(ply)
    }

    /// What a screen reader says at the viewer's shown position: the move in words, then for
    /// a move of the main line what the analysis knows of it ("12... Nf6: Black: knight g8 to
    /// f6, mistake, best was Bd6, evaluation minus 1.2"), then the move's comment. Said after
    /// every step, so a jump to the next mistake says the mistake.
    pub fn announcement(&self, v: &super::Viewer, lang: Lang) -> String {
        let about = Review::ply_of(&v.tree, v.current)
            .filter(|&ply| ply > 0)
            .map(|ply| self.move_words(&v.tree, ply, lang))
            .unwrap_or_default();
        v.announcement_with(lang, &about)
    }

    /// What follows a move (the move leading to position `ply`) for a screen reader:
    /// ", mistake, best was Bd3, evaluation minus 1.2" (the mark and best move only for a
    /// marked move); empty when nothing is known.
    pub fn move_words(&self, tree: &Tree, ply: usize, lang: Lang) -> String {
        let mut s = String::new();
        if let Some(mark) = self.analysis.mark(ply) {
            s.push_str(", ");
            s.push_str(mark_word(lang, mark));
            if let Some(best) = self
                .analysis
                .better(ply)
                .and(self.best_san(tree, ply - 1, lang))
            {
                s.push_str(", ");
                s.push_str(t(lang, Key::BestWas));
                s.push(' ');
                s.push_str(&best);
            }
        }
        if let Some(e) = self.analysis.eval(ply).filter(|e| *e != Eval::Mate(0)) {
            s.push_str(", ");
            s.push_str(t(lang, Key::Evaluation));
            s.push(' ');
            s.push_str(&eval_words(lang, e));
        }
        s
    }

    /// A player's line of the summary: "White: accuracy 87 %, inaccuracies: 2, mistakes: 1,
    /// blunders: 0" (the accuracy once the analysis is complete).
    pub fn summary(&self, lang: Lang, white: bool) -> String {
        let mut s = String::from(t(lang, if white { Key::White } else { Key::Black }));
        s.push(':');
        let (wa, ba) = self.analysis.accuracy();
        if let Some(a) = if white { wa } else { ba } {
            s.push(' ');
            s.push_str(t(lang, Key::Accuracy));
            s.push_str(&format!(" {} %,", a.round() as i64));
        }
        let Counts {
            inaccuracies,
            mistakes,
            blunders,
        } = self.analysis.counts(white);
        s.push_str(&format!(
            " {}: {inaccuracies}, {}: {mistakes}, {}: {blunders}",
            t(lang, Key::Inaccuracies),
            t(lang, Key::Mistakes),
            t(lang, Key::Blunders)
        ));
        s
    }

    /// White's winning chances (-1..=1) after every move of the main line, the start first
    /// (`None` where not evaluated): the graph.
    pub fn curve(&self) -> Vec<Option<f64>> {
        (0..self.analysis.positions.len())
            .map(|ply| {
                let white_to_move = (ply % 2 == 0) == self.analysis.white_first;
                self.analysis
                    .eval(ply)
                    .map(|e| e.white_chances(white_to_move))
            })
            .collect()
    }
}

/// An evaluation as shown: `+0.35`, `-1.20`, `#3`, `#-3`.
pub fn eval_short(e: Eval) -> String {
    match e {
        Eval::Cp(cp) if cp >= 0 => ["+", &e.to_pgn()].concat(),
        _ => e.to_pgn(),
    }
}

/// An evaluation in words: "0.4", "minus 1.2", "mate in 3", "minus mate in 3" (pawns with one
/// decimal).
pub fn eval_words(lang: Lang, e: Eval) -> String {
    let (neg, body) = match e {
        Eval::Cp(cp) => {
            let tenths = (cp.unsigned_abs() + 5) / 10;
            (
                cp < 0 && tenths > 0,
                format!("{}.{}", tenths / 10, tenths % 10),
            )
        }
        Eval::Mate(n) => (
            n < 0,
            format!("{} {}", t(lang, Key::MateIn), n.unsigned_abs()),
        ),
    };
    if neg {
        [t(lang, Key::Minus), " ", &body].concat()
    } else {
        body
    }
}

/// A mark in words.
pub fn mark_word(lang: Lang, mark: Mark) -> &'static str {
    t(
        lang,
        match mark {
            Mark::Inaccuracy => Key::Inaccuracy,
            Mark::Mistake => Key::Mistake,
            Mark::Blunder => Key::Blunder,
        },
    )
}

/// The analysis's keys: `n`/`p` White's next and previous marked move, `N`/`P` Black's:
/// `(forward, white)`.
pub fn key(key: &str) -> Option<(bool, bool)> {
    match key {
        "n" => Some((true, true)),
        "p" => Some((false, true)),
        "N" => Some((true, false)),
        "P" => Some((false, false)),
        _ => None,
    }
}

//! The analysis of one game as a record: the evaluation, depth and engine line of every
//! position, and what follows from them per move (marks, accuracies, the next mistake). Kept
//! with the saved game as a small text ([`Analysis::encode`], [`Analysis::decode`]).

use super::accuracy::game_accuracy;
use super::{judge, Eval, Mark};

/// Longest engine line kept per position (moves).
pub const MAX_LINE: usize = 6;
/// Most positions an analysis holds (a longer game is analysed no further).
pub const MAX_POSITIONS: usize = 1200;

/// What the engine said about one position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PositionEval {
    /// The evaluation, White's view.
    pub eval: Eval,
    /// Depth of the search (0 when the evaluation was imported).
    pub depth: u32,
    /// The engine's line in Chess960 UCI, its best move first (empty when imported, or in a
    /// position without moves).
    pub line: Vec<String>,
}

/// A game's analysis.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Analysis {
    /// The game's moves (Chess960 UCI) it belongs to.
    pub moves: Vec<String>,
    /// Whether White moved first.
    pub white_first: bool,
    /// Every position's evaluation, the start position first (`None`: not yet, or not known).
    pub positions: Vec<Option<PositionEval>>,
    /// Marks given by an imported PGN's NAGs, per move (empty for our own analysis, whose
    /// marks come from the evaluations); when there are any, they are the marks.
    pub given: Vec<Option<Mark>>,
    /// Analysed at the deep setting.
    pub deep: bool,
}

/// The counts of marks of one player: inaccuracies, mistakes, blunders.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Counts {
    /// `?!`
    pub inaccuracies: u32,
    /// `?`
    pub mistakes: u32,
    /// `??`
    pub blunders: u32,
}

impl Analysis {
    /// An empty analysis of a game whose moves are `moves`.
    pub fn new(moves: Vec<String>, white_first: bool, deep: bool) -> Analysis {
        let n = (moves.len() + 1).min(MAX_POSITIONS);
        Analysis {
            moves,
            white_first,
            positions: vec![None; n],
            given: Vec::new(),
            deep,
        }
    }

    /// Whether it belongs to the game with these moves.
    pub fn fits(&self, moves: &[String]) -> bool {
        self.moves == moves
    }

    /// The number of positions evaluated.
    pub fn done(&self) -> usize {
        self.positions.iter().filter(|p| p.is_some()).count()
    }

    /// Whether every position has its evaluation.
    pub fn complete(&self) -> bool {
        self.positions.iter().all(Option::is_some)
    }

    /// The next position to evaluate, if any.
    pub fn next_to_do(&self) -> Option<usize> {
        self.positions.iter().position(Option::is_none)
    }

    /// Records the engine's word on position `ply`; ignored past the game's end.
    pub fn record(&mut self, ply: usize, eval: PositionEval) {
        if let Some(slot) = self.positions.get_mut(ply) {
            *slot = Some(eval);
        }
    }

    /// The evaluation of position `ply` (0 = start).
    pub fn eval(&self, ply: usize) -> Option<Eval> {
        self.positions.get(ply)?.as_ref().map(|p| p.eval)
    }

    /// Whether the move leading to position `ply` (1 = the first move) was White's.
    pub fn white_moved(&self, ply: usize) -> bool {
        (ply % 2 == 1) == self.white_first
    }

    /// The mark of the move leading to position `ply` (1 = the first move).
    pub fn mark(&self, ply: usize) -> Option<Mark> {
        if ply == 0 {
            return None;
        }
        if !self.given.is_empty() {
            return self.given.get(ply - 1).copied().flatten();
        }
        // The engine's own best move is never marked: a drop after it is the search seeing
        // more one move later, not the player's fault.
        let before = self.positions.get(ply - 1)?.as_ref()?;
        if before
            .line
            .first()
            .is_some_and(|b| self.moves.get(ply - 1) == Some(b))
        {
            return None;
        }
        judge(before.eval, self.eval(ply)?, self.white_moved(ply))
    }

    /// The engine's best move in position `ply - 1`, instead of the move played to reach
    /// `ply`: `None` when the move played was that move, or when it is not known.
    pub fn better(&self, ply: usize) -> Option<&str> {
        let before = self.positions.get(ply.checked_sub(1)?)?.as_ref()?;
        let best = before.line.first()?;
        (self.moves.get(ply - 1) != Some(best)).then_some(best.as_str())
    }

    /// The counts of marks of White (`white`) or Black.
    pub fn counts(&self, white: bool) -> Counts {
        let mut c = Counts::default();
        for ply in 1..self.positions.len() {
            if self.white_moved(ply) != white {
                continue;
            }
            match self.mark(ply) {
                Some(Mark::Inaccuracy) => c.inaccuracies += 1,
                Some(Mark::Mistake) => c.mistakes += 1,
                Some(Mark::Blunder) => c.blunders += 1,
                None => {}
            }
        }
        c
    }

    /// The players' accuracies `(white, black)` in percent, once every position is
    /// evaluated (`None` before, or for a player without moves).
    pub fn accuracy(&self) -> (Option<f64>, Option<f64>) {
        if !self.complete() {
            return (None, None);
        }
        let win: Vec<f64> = (0..self.positions.len())
            .filter_map(|ply| {
                let white_to_move = (ply % 2 == 0) == self.white_first;
                Some(self.eval(ply)?.white_win_percent(white_to_move))
            })
            .collect();
        game_accuracy(&win, self.white_first)
    }

    /// The next (`forward`) or previous marked move of White (`white`) or Black, from
    /// position `from`, as the position it leads to; mistakes and blunders only when
    /// `serious`, else inaccuracies too. `None` when there is none that way.
    pub fn next_mark(
        &self,
        from: usize,
        forward: bool,
        white: bool,
        serious: bool,
    ) -> Option<usize> {
        let hit = |ply: &usize| {
            self.white_moved(*ply) == white
                && self
                    .mark(*ply)
                    .is_some_and(|m| !serious || m >= Mark::Mistake)
        };
        if forward {
            (from + 1..self.positions.len()).find(hit)
        } else {
            (1..from.min(self.positions.len())).rev().find(hit)
        }
    }

    /// The analysis as text: a head line `analysis 1 <w|b> <quick|deep>`, the moves line,
    /// then one line per position `eval depth line...` (`-` when not evaluated), then one line
    /// of the imported marks' NAGs (`-` for none) when there are any.
    pub fn encode(&self) -> String {
        let mut out = String::from("analysis 1 ");
        out.push_str(if self.white_first { "w " } else { "b " });
        out.push_str(if self.deep { "deep\n" } else { "quick\n" });
        out.push_str(&self.moves.join(" "));
        out.push('\n');
        for p in &self.positions {
            match p {
                Some(p) => {
                    out.push_str(&p.eval.to_pgn());
                    out.push(' ');
                    out.push_str(&p.depth.to_string());
                    for m in p.line.iter().take(MAX_LINE) {
                        out.push(' ');
                        out.push_str(m);
                    }
                }
                None => out.push('-'),
            }
            out.push('\n');
        }
        if !self.given.is_empty() {
            let nags: Vec<String> = self
                .given
                .iter()
                .map(|m| m.map_or("-".to_string(), |m| m.nag().to_string()))
                .collect();
            out.push_str("nags ");
            out.push_str(&nags.join(" "));
            out.push('\n');
        }
        out
    }

    /// Reads [`Analysis::encode`]'s text; `None` for anything damaged or foreign.
    pub fn decode(text: &str) -> Option<Analysis> {
        let mut lines = text.lines();
        let mut head = lines.next()?.split(' ');
        if head.next()? != "analysis" || head.next()? != "1" {
            return None;
        }
        let white_first = match head.next()? {
            "w" => true,
            "b" => false,
            _ => return None,
        };
        let deep = match head.next()? {
            "deep" => true,
            "quick" => false,
            _ => return None,
        };
        let moves: Vec<String> = lines
            .next()?
            .split_ascii_whitespace()
            .map(String::from)
            .collect();
        let mut a = Analysis::new(moves, white_first, deep);
        let n = a.positions.len();
        for slot in a.positions.iter_mut() {
            let line = lines.next()?;
            if line == "-" {
                continue;
            }
            let mut w = line.split(' ');
            let eval = Eval::from_pgn(w.next()?)?;
            let depth = w.next()?.parse().ok()?;
            let line: Vec<String> = w.take(MAX_LINE).map(String::from).collect();
            *slot = Some(PositionEval { eval, depth, line });
        }
        if let Some(nags) = lines.next().and_then(|l| l.strip_prefix("nags ")) {
            a.given = nags
                .split(' ')
                .take(n)
                .map(|w| w.parse().ok().and_then(Mark::of_nag))
                .collect();
        }
        Some(a)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pe(eval: Eval, best: &str) -> Option<PositionEval> {
        Some(PositionEval {
            eval,
            depth: 8,
            line: best.split_whitespace().map(String::from).collect(),
        })
    }

    /// `1. e4 e5 2. Qh5 Nc6 3. Qxe5+?? Nxe5`, a hung queen: position 5 after Qxe5+ is bad
    /// for White (the knight takes the queen).
    fn sample() -> Analysis {
        let moves = "e2e4 e7e5 d1h5 b8c6 h5e5 c6e5"
            .split(' ')
            .map(String::from)
            .collect();
        let mut a = Analysis::new(moves, true, false);
        for (ply, e, best) in [
            (0, Eval::Cp(30), "e2e4 e7e5"),
            (1, Eval::Cp(30), "e7e5"),
            (2, Eval::Cp(25), "g1f3"),
            (3, Eval::Cp(-10), "b8c6"),
            (4, Eval::Cp(20), "f1c4 g8f6"),
            (5, Eval::Cp(-850), "c6e5"),
            (6, Eval::Cp(-860), ""),
        ] {
            assert_eq!(a.next_to_do(), Some(ply));
            if let Some(p) = pe(e, best) {
                a.record(ply, p);
            }
        }
        a
    }

    #[test]
    fn marks_counts_and_navigation() {
        let a = sample();
        assert!(a.complete());
        assert_eq!(a.next_to_do(), None);
        assert_eq!(a.mark(5), Some(Mark::Blunder));
        assert_eq!(a.better(5), Some("f1c4"));
        assert_eq!(a.better(1), None, "e4 was the engine's move");
        assert_eq!(a.mark(3), None);
        // The same drop after the engine's own best move is no mark.
        let mut b = a.clone();
        if let Some(Some(p)) = b.positions.get_mut(4) {
            p.line = vec!["h5e5".into()];
        }
        assert_eq!(b.mark(5), None);
        assert_eq!(
            a.counts(true),
            Counts {
                blunders: 1,
                ..Counts::default()
            }
        );
        assert_eq!(a.counts(false), Counts::default());
        assert_eq!(a.next_mark(0, true, true, true), Some(5));
        assert_eq!(a.next_mark(5, true, true, true), None);
        assert_eq!(a.next_mark(6, false, true, false), Some(5));
        assert_eq!(a.next_mark(5, false, true, false), None);
        assert_eq!(a.next_mark(0, true, false, false), None);
        let (w, b) = a.accuracy();
        assert!(w.unwrap() < b.unwrap());
    }

    #[test]
    fn incomplete_analysis_has_no_accuracy_and_marks_where_known() {
        let mut a = Analysis::new(vec!["e2e4".into(), "e7e5".into()], true, true);
        a.record(1, pe(Eval::Cp(-300), "").unwrap());
        a.record(99, pe(Eval::Cp(0), "").unwrap());
        assert_eq!(a.done(), 1);
        assert_eq!(a.mark(1), None);
        assert_eq!(a.accuracy(), (None, None));
        a.given = vec![None, Some(Mark::Mistake)];
        assert_eq!(a.mark(2), Some(Mark::Mistake));
        assert!(a.fits(&["e2e4".into(), "e7e5".into()]));
        assert!(!a.fits(&["e2e4".into()]));
    }

    #[test]
    fn text_reads_back_and_damage_is_refused() {
        let mut a = sample();
        a.positions[3] = None;
        a.given = vec![None, Some(Mark::Inaccuracy), None, None, None, None];
        let text = a.encode();
        assert_eq!(Analysis::decode(&text), Some(a.clone()));
        let b = Analysis::new(vec![], false, true);
        assert_eq!(Analysis::decode(&b.encode()), Some(b));
        for bad in [
            "",
            "analysis 2 w quick\n\n-\n",
            "analysis 1 x quick\n\n-\n",
            "analysis 1 w fast\n\n-\n",
            "analysis 1 w quick\ne2e4\n-\n",
            "analysis 1 w quick\n\nzz 3\n",
            "analysis 1 w quick\n\n0.10 x\n",
        ] {
            assert_eq!(Analysis::decode(bad), None, "{bad:?}");
        }
        // Any cut of a good text is refused or reads back something, never panics.
        for i in 0..text.len() {
            let _ = Analysis::decode(text.get(..i).unwrap_or(""));
        }
    }
}

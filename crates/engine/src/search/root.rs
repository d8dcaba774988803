//! The root: every root move searched with PVS, or within a margin of the best for weakened
//! levels.

use super::{RootMove, Searcher, INF};
use rules::Position;

impl Searcher<'_> {
    /// Searches every root move (PVS) and records their scores. With `margin`, every move is
    /// searched with a window down to `margin` below the best so far (weakened levels need
    /// the scores of the good alternatives, not only the best move).
    pub fn root(
        &mut self,
        pos: &Position,
        moves: &mut [RootMove],
        depth: i32,
        mut alpha: i32,
        beta: i32,
        margin: Option<i32>,
    ) -> (i32, Option<usize>) {
        self.nodes += 1;
        let key = pos.repetition_key();
        let mut best = -INF;
        let mut best_index = None;
        for rm in moves.iter_mut() {
            rm.score = -INF;
        }
        for i in 0..moves.len() {
            let Some(m) = moves.get(i).map(|rm| rm.mv) else {
                break;
            };
            let mut child = pos.clone();
            child.play_unchecked(m);
            let new_depth = depth - 1 + i32::from(child.is_check());
            self.set_move(0, pos, Some(m));
            self.keys.push(key);
            let floor = match margin {
                Some(w) if best > -INF => (best - w).max(alpha),
                _ => alpha,
            };
            let score = if i == 0 || margin.is_some() {
                -self.negamax(&child, new_depth, -beta, -floor, 1, false)
            } else {
                let mut s = -self.negamax(&child, new_depth, -floor - 1, -floor, 1, true);
                if s > floor && s < beta && !self.stopped {
                    s = -self.negamax(&child, new_depth, -beta, -floor, 1, false);
                }
                s
            };
            self.keys.pop();
            if self.stopped {
                break;
            }
            if score > floor {
                if let Some(rm) = moves.get_mut(i) {
                    rm.score = score;
                    rm.pv.clear();
                    rm.pv.push(m);
                    if let Some(rest) = self.pv.get(1) {
                        rm.pv.extend_from_slice(rest);
                    }
                }
            }
            if margin.is_some() {
                if score > best {
                    best_index = Some(i);
                }
            } else if score > alpha {
                alpha = score;
                best_index = Some(i);
                if score >= beta {
                    best = best.max(score);
                    break;
                }
            }
            best = best.max(score);
        }
        (best, best_index)
    }
}

/// Sorts root moves best score first, equal scores in their order before (stable). An
/// insertion sort: one small function for lists of at most a few hundred moves, where the
/// standard library's sort was instantiated at each call site, some 6 KB of the worker's wasm.
pub(crate) fn sort_root_moves(moves: &mut [RootMove]) {
    for i in 1..moves.len() {
        let mut j = i;
        while j > 0 && moves[j - 1].score < moves[j].score {
            moves.swap(j - 1, j);
            j -= 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{sort_root_moves, RootMove};
    use rules::Position;

    #[test]
    fn root_moves_sort_best_first_and_keep_ties_in_order() {
        let pos = Position::classical();
        let mut legal = Vec::new();
        pos.for_each_legal_move(|m| {
            legal.push(m);
            true
        });
        let scores = [5, -3, 5, 12, -3, 0, 12, 7, 5, -20];
        let mut moves: Vec<RootMove> = legal
            .iter()
            .zip(scores)
            .map(|(&mv, score)| RootMove {
                mv,
                score,
                pv: Vec::new(),
            })
            .collect();
        let mut want: Vec<(i32, usize)> = scores.iter().enumerate().map(|(i, &s)| (s, i)).collect();
        want.sort_by_key(|&(s, _)| std::cmp::Reverse(s));
        sort_root_moves(&mut moves);
        let got: Vec<(i32, usize)> = moves
            .iter()
            .map(|rm| {
                (
                    rm.score,
                    legal.iter().position(|&m| m == rm.mv).unwrap_or(usize::MAX),
                )
            })
            .collect();
        assert_eq!(got, want);
    }
}

//! Accuracy, as lichess publishes it (<https://lichess.org/page/accuracy>): per move from the
//! mover's Win% before and after it, per player from those, weighted by how volatile the game
//! was around each move.

/// A move's accuracy in 0..=100 from the mover's Win% (0..=100) before and after it:
/// `103.1668 * exp(-0.04354 * (before - after)) - 3.1669`, clamped.
pub fn move_accuracy(before: f64, after: f64) -> f64 {
    (103.1668 * (-0.04354 * (before - after)).exp() - 3.1669).clamp(0.0, 100.0)
}

/// The players' accuracies `(white, black)` of a game: `win` holds White's Win% of every
/// position, the start position first (so `win.len() - 1` moves), and `white_first` tells who
/// moved first. Every move's accuracy (from the mover's Win%) is weighted by the standard
/// deviation of White's Win% in a window of positions around it (the window `moves / 10`
/// positions long, 2 to 8; the weight clamped to 0.5..=12); a player's accuracy is the mean of
/// the weighted mean and the harmonic mean of their moves' accuracies. `None` for a player
/// without moves.
pub fn game_accuracy(win: &[f64], white_first: bool) -> (Option<f64>, Option<f64>) {
    let moves = win.len().saturating_sub(1);
    let size = (moves / 10).clamp(2, 8).min(win.len());
    // The first moves share the first window; then the window slides.
    let mut weights = Vec::with_capacity(moves);
    for i in 0..moves {
        let start = (i + 1).saturating_sub(size - 1).min(win.len() - size);
        let w = win.get(start..start + size).map_or(0.0, std_dev);
        weights.push(w.clamp(0.5, 12.0));
    }
    let mut sides: [Vec<(f64, f64)>; 2] = [Vec::new(), Vec::new()];
    for (i, pair) in win.windows(2).enumerate() {
        let white = (i % 2 == 0) == white_first;
        let (b, a) = if white {
            (pair[0], pair[1])
        } else {
            (100.0 - pair[0], 100.0 - pair[1])
        };
        let acc = move_accuracy(b, a);
        sides[usize::from(!white)].push((acc, weights.get(i).copied().unwrap_or(0.5)));
    }
    let [w, b] = sides.map(|s| player(&s));
    (w, b)
}

fn player(moves: &[(f64, f64)]) -> Option<f64> {
    if moves.is_empty() {
        return None;
    }
    let total: f64 = moves.iter().map(|(_, w)| w).sum();
    let weighted = moves.iter().map(|(a, w)| a * w).sum::<f64>() / total;
    // A move of accuracy 0 makes the harmonic mean 0 (lichess's guard: at least a tiny value).
    let inv: f64 = moves.iter().map(|(a, _)| 1.0 / a.max(0.001)).sum();
    let harmonic = moves.len() as f64 / inv;
    Some((weighted + harmonic) / 2.0)
}

fn std_dev(xs: &[f64]) -> f64 {
    let n = xs.len() as f64;
    let mean = xs.iter().sum::<f64>() / n;
    (xs.iter().map(|x| (x - mean) * (x - mean)).sum::<f64>() / n).sqrt()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_move_that_keeps_the_chances_is_accurate() {
        // 103.1668 - 3.1669: a move that keeps the chances is 99.9999 %.
        assert!((move_accuracy(50.0, 50.0) - 100.0).abs() < 1e-3);
        assert_eq!(move_accuracy(50.0, 70.0), 100.0);
        let a = move_accuracy(60.0, 50.0);
        assert!((a - 63.58).abs() < 0.05, "{a}");
        assert_eq!(move_accuracy(100.0, 0.0), 0.0);
    }

    #[test]
    fn the_player_who_blundered_is_less_accurate() {
        // White keeps 50%, Black's third move drops Black from 50% to 10% (White 90%).
        let win = [50.0, 50.0, 50.0, 50.0, 50.0, 50.0, 90.0, 90.0, 90.0];
        let (w, b) = game_accuracy(&win, true);
        let (w, b) = (w.unwrap(), b.unwrap());
        assert!((w - 100.0).abs() < 1e-3, "{w}");
        assert!(b < 60.0, "{b}");
        // Black first: the same moves, sides swapped.
        let (w2, b2) = game_accuracy(&win.map(|x| 100.0 - x), false);
        assert!((w2.unwrap() - b).abs() < 1e-9);
        assert!((b2.unwrap() - w).abs() < 1e-9);
    }

    #[test]
    fn short_games_have_accuracies_where_there_are_moves() {
        assert_eq!(game_accuracy(&[], true), (None, None));
        assert_eq!(game_accuracy(&[50.0], true), (None, None));
        let (w, b) = game_accuracy(&[50.0, 50.0], true);
        assert!(w.is_some_and(|w| w > 99.99) && b.is_none());
        let (w, b) = game_accuracy(&[50.0, 0.0], false);
        assert_eq!(w, None);
        assert!(b.unwrap() > 99.0);
    }
}

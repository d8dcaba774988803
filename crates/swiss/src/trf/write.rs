//! Writing TRF-2026 files.

use crate::model::{Colour, Entry, GameResult, Points, Tournament};

fn entry_text(entry: Option<Entry>) -> String {
    let colour_char = |c: Option<Colour>| match c {
        Some(Colour::White) => 'w',
        Some(Colour::Black) => 'b',
        None => '-',
    };
    match entry {
        None => " ".repeat(8),
        Some(Entry::Game {
            opponent,
            colour,
            result,
        }) => {
            let r = match result {
                Some(GameResult::Win) => '1',
                Some(GameResult::Draw) => '=',
                Some(GameResult::Loss) => '0',
                None => ' ',
            };
            format!("{:>4} {} {}", opponent.rank(), colour_char(Some(colour)), r)
        }
        Some(Entry::Forfeit {
            opponent,
            colour,
            won,
        }) => {
            format!(
                "{:>4} {} {}",
                opponent.rank(),
                colour_char(colour),
                if won { '+' } else { '-' }
            )
        }
        Some(Entry::PairingBye) => "0000 - U".to_string(),
        Some(Entry::HalfPointBye) => "0000 - H".to_string(),
        Some(Entry::FullPointBye) => "0000 - F".to_string(),
        Some(Entry::Absent) => "0000 - Z".to_string(),
    }
}

/// Writes a TRF-2026 file (LF line ends). The rank column holds the place by score, then
/// starting rank; the points are those of the rounds paired so far.
pub fn write(tournament: &Tournament) -> String {
    let mut out = String::new();
    if !tournament.name.is_empty() {
        out.push_str(&format!("012 {}\n", tournament.name));
    }
    let paired = tournament.rounds_paired();
    let scores: Vec<Points> = tournament
        .player_ids()
        .map(|id| tournament.score_after(id, paired))
        .collect();
    let mut order: Vec<usize> = (0..scores.len()).collect();
    order.sort_by(|&a, &b| scores[b].cmp(&scores[a]).then(a.cmp(&b)));
    let mut place = vec![0usize; scores.len()];
    for (p, &i) in order.iter().enumerate() {
        place[i] = p + 1;
    }
    for (i, record) in tournament.records.iter().enumerate() {
        let name: String = record.player.name.chars().take(33).collect();
        let rating = record
            .player
            .rating
            .map(|r| r.to_string())
            .unwrap_or_default();
        let mut line = format!(
            "001 {:>4} {:1}{:>3} {:<33} {:>4} {:>3} {:>11} {:>10} {:>4} {:>4}",
            i + 1,
            "",
            "",
            name,
            rating,
            "",
            "",
            "",
            scores[i].to_string(),
            place[i]
        );
        for entry in &record.entries {
            line.push_str("  ");
            line.push_str(&entry_text(*entry));
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
    if let Some(rounds) = tournament.planned_rounds {
        out.push_str(&format!("XXR {rounds}\n"));
    }
    match tournament.first_colour {
        Some(Colour::White) => out.push_str("XXC white1\n"),
        Some(Colour::Black) => out.push_str("XXC black1\n"),
        None => {}
    }
    out
}

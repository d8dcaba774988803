//! The settings form: its fields from [`Settings`] (what the form shows) and back (what the
//! arbiter typed, checked, with the field that is wrong).

use evening::settings::{tiebreak_code, tiebreak_from_code, FirstColour, MAX_ROUNDS};
use evening::{Colour, Date, Settings, TieBreak, TimeControl};

use crate::fields::Fields;
use crate::notice::{Field, Notice};
use crate::number::whole;

/// The number of tie-break places the form offers (every tie-break once).
pub const TIEBREAK_PLACES: usize = 5;

/// Every tie-break, in the order the form lists them.
pub const TIEBREAKS: [TieBreak; 5] = [
    TieBreak::BuchholzCut1,
    TieBreak::Buchholz,
    TieBreak::SonnebornBerger,
    TieBreak::Wins,
    TieBreak::DirectEncounter,
];

/// The name of tie-break place `i` (from 0) in the form: `tb1`...
pub fn tiebreak_field(i: usize) -> String {
    format!("tb{}", i + 1)
}

/// The first colour as the form's `first` field writes it.
pub fn first_code(first: FirstColour) -> &'static str {
    match first {
        FirstColour::Lot => "lot",
        FirstColour::Chosen(Colour::White) => "white",
        FirstColour::Chosen(Colour::Black) => "black",
    }
}

/// The form's fields showing `settings`.
pub fn fields_of(settings: &Settings) -> Fields {
    let mut pairs = vec![
        ("name".to_string(), settings.name.clone()),
        ("date".to_string(), settings.date.to_string()),
        ("rounds".to_string(), settings.rounds.to_string()),
        ("tc".to_string(), settings.time_control.to_string()),
        (
            "first".to_string(),
            first_code(settings.first_colour).into(),
        ),
    ];
    if settings.exclude_518 {
        pairs.push(("no518".to_string(), "on".to_string()));
    }
    for i in 0..TIEBREAK_PLACES {
        let code = settings
            .tiebreaks
            .get(i)
            .map_or("", |&tb| tiebreak_code(tb));
        pairs.push((tiebreak_field(i), code.to_string()));
    }
    Fields(pairs)
}

/// The settings the form asks for; the name's and tie-breaks' own rules are the evening's
/// to check (it refuses a name too long or a tie-break chosen twice).
pub fn settings_of(fields: &Fields) -> Result<Settings, Notice> {
    let date = Date::parse(fields.get("date")).ok_or(Notice::BadDate)?;
    let rounds = whole(fields.get("rounds"), 1, u32::from(MAX_ROUNDS))
        .and_then(|n| u16::try_from(n).ok())
        .ok_or(Notice::BadNumber(Field::Rounds))?;
    let time_control = TimeControl::parse(fields.get("tc")).ok_or(Notice::BadTimeControl)?;
    let first_colour = match fields.get("first") {
        "white" => FirstColour::Chosen(Colour::White),
        "black" => FirstColour::Chosen(Colour::Black),
        _ => FirstColour::Lot,
    };
    let tiebreaks = (0..TIEBREAK_PLACES)
        .filter_map(|i| tiebreak_from_code(fields.get(&tiebreak_field(i))))
        .collect();
    let mut settings = Settings::new(fields.get("name"), date);
    settings.rounds = rounds;
    settings.time_control = time_control;
    settings.exclude_518 = fields.checked("no518");
    settings.first_colour = first_colour;
    settings.tiebreaks = tiebreaks;
    Ok(settings)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn today() -> Date {
        Date::new(2025, 3, 14).unwrap()
    }

    #[test]
    fn the_defaults_round_trip_through_the_form() {
        let settings = Settings::new("Clubavond", today());
        assert_eq!(settings_of(&fields_of(&settings)), Ok(settings));
    }

    #[test]
    fn every_field_is_read() {
        let fields = Fields::of(&[
            ("name", "Snelschaak"),
            ("date", "2025-04-01"),
            ("rounds", " 5 "),
            ("tc", "10+5"),
            ("no518", "on"),
            ("first", "black"),
            ("tb1", "SB"),
            ("tb2", ""),
            ("tb3", "WIN"),
            ("tb4", ""),
            ("tb5", ""),
        ]);
        let s = settings_of(&fields).unwrap();
        assert_eq!(s.name, "Snelschaak");
        assert_eq!(s.date, Date::new(2025, 4, 1).unwrap());
        assert_eq!(s.rounds, 5);
        assert_eq!(s.time_control, TimeControl::new(10, 5).unwrap());
        assert!(s.exclude_518);
        assert_eq!(s.first_colour, FirstColour::Chosen(Colour::Black));
        assert_eq!(s.tiebreaks, [TieBreak::SonnebornBerger, TieBreak::Wins]);
    }

    #[test]
    fn bad_fields_say_which() {
        let with = |name: &str, value: &str| {
            let mut f = fields_of(&Settings::new("x", today()));
            for pair in &mut f.0 {
                if pair.0 == name {
                    pair.1 = value.to_string();
                }
            }
            settings_of(&f)
        };
        assert_eq!(with("date", "14-03-2025"), Err(Notice::BadDate));
        assert_eq!(with("date", "2025-02-30"), Err(Notice::BadDate));
        assert_eq!(with("rounds", "0"), Err(Notice::BadNumber(Field::Rounds)));
        assert_eq!(with("rounds", "100"), Err(Notice::BadNumber(Field::Rounds)));
        assert_eq!(with("rounds", "3.5"), Err(Notice::BadNumber(Field::Rounds)));
        assert_eq!(
            with("rounds", "99999999999999999999"),
            Err(Notice::BadNumber(Field::Rounds))
        );
        assert_eq!(with("tc", "twenty"), Err(Notice::BadTimeControl));
        assert_eq!(with("tc", "0+0"), Err(Notice::BadTimeControl));
        assert!(with("rounds", "7").is_ok());
    }
}

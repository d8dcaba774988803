//! The evening's date, a calendar day written `YYYY-MM-DD`.

use std::fmt;

/// A calendar day (proleptic Gregorian), years 1 to 9999.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Date {
    year: u16,
    month: u8,
    day: u8,
}

fn days_in_month(year: u16, month: u8) -> u8 {
    let leap = year.is_multiple_of(4) && (!year.is_multiple_of(100) || year.is_multiple_of(400));
    match month {
        2 if leap => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

impl Date {
    /// The day, if it exists.
    ///
    /// ```
    /// use evening::Date;
    /// assert!(Date::new(2024, 2, 29).is_some());
    /// assert!(Date::new(2025, 2, 29).is_none());
    /// assert!(Date::new(2025, 13, 1).is_none());
    /// ```
    pub fn new(year: u16, month: u8, day: u8) -> Option<Date> {
        let ok = (1..=9999).contains(&year)
            && (1..=12).contains(&month)
            && day >= 1
            && day <= days_in_month(year, month);
        ok.then_some(Date { year, month, day })
    }

    /// The year.
    pub fn year(self) -> u16 {
        self.year
    }

    /// The month, 1 to 12.
    pub fn month(self) -> u8 {
        self.month
    }

    /// The day of the month, from 1.
    pub fn day(self) -> u8 {
        self.day
    }

    /// Reads `YYYY-MM-DD`, or `YYYY/MM/DD` as TRF's `042` record writes it.
    ///
    /// ```
    /// use evening::Date;
    /// assert_eq!(Date::parse("2025-03-14"), Date::new(2025, 3, 14));
    /// assert_eq!(Date::parse("2025/03/14"), Date::new(2025, 3, 14));
    /// assert_eq!(Date::parse("2025-3-14"), None);
    /// ```
    pub fn parse(text: &str) -> Option<Date> {
        let text = text.trim();
        let bytes = text.as_bytes();
        if bytes.len() != 10 {
            return None;
        }
        let sep = *bytes.get(4)?;
        if (sep != b'-' && sep != b'/') || bytes.get(7) != Some(&sep) {
            return None;
        }
        let number = |from: usize, to: usize| {
            let part = text.get(from..to)?;
            if !part.bytes().all(|b| b.is_ascii_digit()) {
                return None;
            }
            part.parse::<u16>().ok()
        };
        let year = number(0, 4)?;
        let month = u8::try_from(number(5, 7)?).ok()?;
        let day = u8::try_from(number(8, 10)?).ok()?;
        Date::new(year, month, day)
    }

    /// The date as TRF's `042` record writes it: `YYYY/MM/DD`.
    pub fn trf(self) -> String {
        format!("{:04}/{:02}/{:02}", self.year, self.month, self.day)
    }
}

impl fmt::Display for Date {
    /// Writes `YYYY-MM-DD`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:04}-{:02}-{:02}", self.year, self.month, self.day)
    }
}

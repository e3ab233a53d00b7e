//! The civil date of a record's `[Date]` tag, from a count of days since
//! 1970-01-01 (UTC). The clock is read by the caller: the core only turns
//! a day number into a calendar date, so tests pass any day they like.

use std::fmt;

/// A day of the proleptic Gregorian calendar.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Date {
    pub year: i64,
    pub month: u32,
    pub day: u32,
}

impl Date {
    /// The date `days` after 1970-01-01 (before it when negative): Howard
    /// Hinnant's `civil_from_days`, which counts in 400-year eras from
    /// 0000-03-01 so that the leap day ends each year.
    pub fn from_days(days: i64) -> Date {
        let z = days + 719_468;
        let era = z.div_euclid(146_097);
        let doe = z.rem_euclid(146_097); // [0, 146096]
        let yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365; // [0, 399]
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100); // [0, 365]
        let mp = (5 * doy + 2) / 153; // [0, 11], March first
        let day = (doy - (153 * mp + 2) / 5 + 1) as u32;
        let month = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
        let year = yoe + era * 400 + i64::from(month <= 2);
        Date { year, month, day }
    }

    /// The date of `YYYY.MM.DD`, if it is one: a real day of a year 0-9999.
    pub fn parse(typed: &str) -> Option<Date> {
        let mut parts = typed.split('.');
        let (year, month, day) = (parts.next()?, parts.next()?, parts.next()?);
        let digits = |part: &str, len: usize| {
            (part.len() == len && part.bytes().all(|b| b.is_ascii_digit()))
                .then(|| part.parse::<u32>().ok())
                .flatten()
        };
        if parts.next().is_some() {
            return None;
        }
        let date = Date {
            year: i64::from(digits(year, 4)?),
            month: digits(month, 2)?,
            day: digits(day, 2)?,
        };
        let valid =
            (1..=12).contains(&date.month) && (1..=date.days_in_month()).contains(&date.day);
        valid.then_some(date)
    }

    /// Days from 1970-01-01 to this date: Hinnant's `days_from_civil`, the
    /// inverse of [`Date::from_days`].
    pub fn days(self) -> i64 {
        let year = self.year - i64::from(self.month <= 2);
        let era = year.div_euclid(400);
        let yoe = year.rem_euclid(400); // [0, 399]
        let mp = i64::from((self.month + 9) % 12); // [0, 11], March first
        let doy = (153 * mp + 2) / 5 + i64::from(self.day) - 1; // [0, 365]
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy; // [0, 146096]
        era * 146_097 + doe - 719_468
    }

    fn days_in_month(self) -> u32 {
        let leap = (self.year % 4 == 0 && self.year % 100 != 0) || self.year % 400 == 0;
        match self.month {
            2 if leap => 29,
            2 => 28,
            4 | 6 | 9 | 11 => 30,
            _ => 31,
        }
    }
}

/// PGN's form: `2026.11.23`.
impl fmt::Display for Date {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:04}.{:02}.{:02}", self.year, self.month, self.day)
    }
}

#[cfg(test)]
mod tests {
    use super::Date;

    #[test]
    fn known_days() {
        let date = |y, m, d| Date {
            year: y,
            month: m,
            day: d,
        };
        assert_eq!(Date::from_days(0), date(1970, 1, 1));
        assert_eq!(Date::from_days(-1), date(1969, 12, 31));
        assert_eq!(Date::from_days(11_016), date(2000, 2, 29));
        assert_eq!(Date::from_days(11_017), date(2000, 3, 1));
        assert_eq!(Date::from_days(20_415), date(2025, 11, 23));
        // The daily puzzle's day in its tests.
        assert_eq!(Date::from_days(20_780), date(2026, 11, 23));
        assert_eq!(Date::from_days(18_993), date(2022, 1, 1));
        assert_eq!(Date::from_days(-719_468), date(0, 3, 1));
    }

    #[test]
    fn every_day_follows_the_one_before() {
        // From 1900 to 2200: each date is the next day of the calendar,
        // and reads back from its own spelling.
        let mut before = Date::from_days(-25_567);
        assert_eq!(before.to_string(), "1900.01.01");
        for days in -25_566..84_000 {
            let date = Date::from_days(days);
            let next_day = before.day < before.days_in_month();
            let expected = if next_day {
                (before.year, before.month, before.day + 1)
            } else if before.month < 12 {
                (before.year, before.month + 1, 1)
            } else {
                (before.year + 1, 1, 1)
            };
            assert_eq!((date.year, date.month, date.day), expected, "day {days}");
            assert_eq!(Date::parse(&date.to_string()), Some(date));
            assert_eq!(date.days(), days);
            before = date;
        }
    }

    #[test]
    fn not_dates() {
        for typed in [
            "",
            "2026",
            "2026.11",
            "2026.13.01",
            "2026.02.29",
            "2026.1.01",
            "26.11.23",
            "2026.11.23.1",
            "2026-11-23",
            "2026.11.00",
            "+026.11.23",
        ] {
            assert_eq!(Date::parse(typed), None, "{typed}");
        }
        assert!(Date::parse("2024.02.29").is_some());
    }
}

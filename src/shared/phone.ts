/**
 * Indian telephone numbers as a shop publishes them (the site settings' phone): a mobile
 * (10 digits from 6 to 9), a landline (10 digits: STD code and number, written with its 0 or
 * +91), or a toll-free 1800/1860 number. Numbers of the TRAI numbering plan only: a number whose
 * subscriber part is all one digit ("+91 20 0000 0000") is a placeholder, not a line anyone
 * answers.
 */
export interface IndianPhone {
  kind: 'mobile' | 'landline' | 'tollFree';
  /** What a tel: link dials: +91 and the 10 digits, or the toll-free number as dialled in India. */
  dial: string;
  /** As people read it: "+91 98220 12345", "+91 20 2612 3456", "1800 123 4567". */
  display: string;
}

/** Toll-free and shared-cost numbers: 1800 or 1860 then 7 digits, dialled without +91. */
const TOLL_FREE = /^(1800|1860)([0-9]{7})$/;

export function parseIndianPhone(typed: string): IndianPhone | undefined {
  // People write numbers with spaces, dashes, dots and brackets: only the digits and a leading + count.
  if (!/^\+?[0-9 ()./-]+$/.test(typed.trim())) return undefined;
  const digits = typed.replace(/[^0-9]/g, '');
  const tollFree = TOLL_FREE.exec(digits);
  if (tollFree) return { kind: 'tollFree', dial: digits, display: `${tollFree[1]} ${digits.slice(4, 7)} ${digits.slice(7)}` };
  const national = digits.length === 12 && digits.startsWith('91') ? digits.slice(2) : digits.length === 11 && digits.startsWith('0') ? digits.slice(1) : digits.length === 13 && digits.startsWith('091') ? digits.slice(3) : digits;
  if (!/^[1-9][0-9]{9}$/.test(national)) return undefined;
  // The last 6 digits belong to the subscriber on every STD code (2 to 4 digits long): one digit
  // repeated is never a real line.
  if (/^(\d)\1{5}$/.test(national.slice(4))) return undefined;
  const dial = `+91${national}`;
  if (/^[6-9]/.test(national)) return { kind: 'mobile', dial, display: `+91 ${national.slice(0, 5)} ${national.slice(5)}` };
  // A landline: a 2-digit STD code for the metros (11 Delhi, 20 Pune, 22 Mumbai, 33 Kolkata, 40
  // Hyderabad, 44 Chennai, 79 Ahmedabad, 80 Bengaluru), else shown as 3 + 7, which reads well everywhere.
  const metro = /^(11|20|22|33|40|44|79|80)/.test(national);
  const display = metro ? `+91 ${national.slice(0, 2)} ${national.slice(2, 6)} ${national.slice(6)}` : `+91 ${national.slice(0, 3)} ${national.slice(3)}`;
  return { kind: 'landline', dial, display };
}

"""The keyboard seat: a person at this terminal (`keyboard.KeyboardSeat`), the key table
(`keys`) and what each key does (`commands`), and what the seat opens: help, menus, the rules
reader, the coach's keys."""

/** Demo accounts seeded on first start (printed in the README). Staff log in with OTP or password. */
export const DEMO_STAFF_PASSWORD = 'Roda2026!';
export const DEMO_STORE_CODE = 'WS-KUL-001';

export const demoAccounts = [
  { phone: '+60123456789', name: 'Aisyah Rahman', role: 'customer', atStore: false },
  { phone: '+60122000001', name: 'Daniel Lim (Sales)', role: 'sales', atStore: true },
  { phone: '+60122000002', name: 'Ravi Kumar (Technician)', role: 'technician', atStore: true },
  { phone: '+60122000003', name: 'Nurul Huda (Store manager)', role: 'manager', atStore: true },
  { phone: '+60122000004', name: 'Roda HQ (Company)', role: 'company', atStore: false },
] as const;

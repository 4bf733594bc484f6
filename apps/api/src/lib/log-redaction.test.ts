import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction';

describe('request lines in the log', () => {
  it('leave out the token of an invitation or reset link, and nothing else', () => {
    const token = 'Zm9vYmFyYmF6cXV4LXNlY3JldC10b2tlbi0zMi1ieXRlcw';
    expect(redactUrl(`/set-password?token=${token}&purpose=reset`)).toBe('/set-password?token=[redacted]&purpose=reset');
    expect(redactUrl(`/set-password?purpose=reset&token=${token}`)).toBe('/set-password?purpose=reset&token=[redacted]');
    expect(redactUrl(`/login?unlock=${token}&next=%2Fdashboard`)).toBe('/login?unlock=[redacted]&next=%2Fdashboard');
    expect(redactUrl('/api/users?q=token')).toBe('/api/users?q=token');
  });
});

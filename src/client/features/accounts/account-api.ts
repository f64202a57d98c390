import type {
  AccountUser,
  MessageResponse,
  RegisterRequest,
  RegisterResponse,
  ValidationResult,
} from '#shared/contracts/accounts.ts';
import { api } from '../../api/client.ts';

/** The account calls (docs/product/api.md), typed. Field names are the classic panel's. */
export const accountApi = {
  me: () => api.get<{ user: AccountUser }>('me'),
  register: (body: RegisterRequest) => api.post<RegisterResponse>('register', body),
  validatePassword: (user: AccountUser, UserPass: string) =>
    api.post<ValidationResult>('validate-password', { UserNum: user.UserNum, UserID: user.UserID, UserPass }),
  updateDetails: (body: Record<string, unknown>) => api.post<MessageResponse>('updateuserdetails', body),
  validateSecretAnswer: (user: { UserNum: number; UserID: string }, secretAnswer: string) =>
    api.post<ValidationResult>('validate-secret-answer', {
      UserNum: user.UserNum,
      UserID: user.UserID,
      secretAnswer,
    }),
  updatePassword: (body: { UserNum: number; UserID: string; UserPass: string; NewUserPass: string }) =>
    api.post<MessageResponse>('updatepassword', body),
  userIp: () => api.get<{ useripdata: string }>('user-ip'),
  whitelistIp: () => api.post<MessageResponse>('whitelist-user-ip'),
  findUserId: (findIDEmail: string, signal?: AbortSignal) =>
    api.post<MessageResponse>('findUserID', { findIDEmail }, { signal }),
  findPassword: (findPWID: string, findPWEmail: string, signal?: AbortSignal) =>
    api.post<MessageResponse>('findPassword', { findPWID, findPWEmail }, { signal }),
  resetPassword: (token: string, newPassword: string) =>
    api.post<MessageResponse>('reset-password', { token, newPassword }),
  verifyEmail: (token: string) => api.post<MessageResponse>('verify-email', { token }),
  resendVerification: () => api.post<MessageResponse>('resend-verification'),
};

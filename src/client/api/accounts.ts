import { queryOptions } from '@tanstack/react-query';
import type {
  AccountUser,
  CompleteAccountRequest,
  FindPasswordRequest,
  FindUserIdRequest,
  LanguageChoice,
  LoginRequest,
  LoginResponse,
  MeResponse,
  MessageResponse,
  RegisterRequest,
  RegisterResponse,
  ResetPasswordRequest,
  SecretAnswerRequest,
  UpdateDetailsRequest,
  UpdatePasswordRequest,
  UserIpResponse,
  ValidatePasswordRequest,
  ValidationResult,
  VerifyEmailRequest,
} from '#shared/contracts/accounts.ts';
import { api } from './client.ts';

/** The account calls (docs/product/api.md), typed by the shared contract. Field names are the classic panel's. */
export const accountApi = {
  login: (body: LoginRequest) => api.post<LoginResponse>('processlogin', body),
  loginFactor: (token: string, code: string) =>
    api.post<LoginResponse>('processlogin/factor', { token, code }),
  logout: () => api.post<unknown>('logout'),
  me: () => api.get<MeResponse>('me'),
  register: (body: RegisterRequest) => api.post<RegisterResponse>('register', body),
  validatePassword: (user: AccountUser, UserPass: string) =>
    api.post<ValidationResult>('validate-password', {
      UserNum: user.UserNum,
      UserID: user.UserID,
      UserPass,
    } satisfies ValidatePasswordRequest),
  updateDetails: (body: UpdateDetailsRequest) => api.post<MessageResponse>('updateuserdetails', body),
  validateSecretAnswer: (user: { UserNum: number; UserID: string }, secretAnswer: string) =>
    api.post<ValidationResult>('validate-secret-answer', {
      UserNum: user.UserNum,
      UserID: user.UserID,
      secretAnswer,
    } satisfies SecretAnswerRequest),
  updatePassword: (body: UpdatePasswordRequest) => api.post<MessageResponse>('updatepassword', body),
  userIp: () => api.get<UserIpResponse>('user-ip'),
  whitelistIp: () => api.post<MessageResponse>('whitelist-user-ip'),
  findUserId: (findIDEmail: string, signal?: AbortSignal) =>
    api.post<MessageResponse>('findUserID', { findIDEmail } satisfies FindUserIdRequest, { signal }),
  findPassword: (findPWID: string, findPWEmail: string, signal?: AbortSignal) =>
    api.post<MessageResponse>('findPassword', { findPWID, findPWEmail } satisfies FindPasswordRequest, {
      signal,
    }),
  resetPassword: (token: string, newPassword: string) =>
    api.post<MessageResponse>('reset-password', { token, newPassword } satisfies ResetPasswordRequest),
  verifyEmail: (token: string) =>
    api.post<MessageResponse>('verify-email', { token } satisfies VerifyEmailRequest),
  resendVerification: () => api.post<MessageResponse>('resend-verification'),
  completeAccount: (body: CompleteAccountRequest) => api.post<MessageResponse>('complete-account', body),
  /** The header's language choice, kept on the signed-in account for its mails. */
  chooseLanguage: (language: LanguageChoice['language']) =>
    api.post<LanguageChoice>('language', { language } satisfies LanguageChoice),
};

/** The signed-in player, fresh on every visit of the account page. */
export const meQueryOptions = () => queryOptions({ queryKey: ['me'], queryFn: accountApi.me, staleTime: 0 });

export const userIpQueryOptions = () => queryOptions({ queryKey: ['user-ip'], queryFn: accountApi.userIp });

/**
 * A mailed verification link, used once: the answer is kept for the page's life, so a re-render or a
 * remount never sends the token again.
 */
export const verifyEmailQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['verify-email', token],
    queryFn: () => accountApi.verifyEmail(token ?? ''),
    enabled: Boolean(token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });

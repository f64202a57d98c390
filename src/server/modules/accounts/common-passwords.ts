/**
 * Passwords that guessing attacks try first. Our own short list of well-known choices (lower case; the check
 * is case-insensitive) plus game-flavoured ones players of this site are likely to pick. Only passwords of
 * 8+ characters matter here: shorter ones already fail the length rule.
 */
const LIST = `
password password1 password12 password123 password1234 passw0rd p@ssword p@ssw0rd passwords
12345678 123456789 1234567890 12345678910 87654321 11111111 00000000 99999999 88888888 12121212
11223344 12341234 123123123 123321123 147258369 159753456 741852963 963852741 1q2w3e4r 1q2w3e4r5t
1qaz2wsx qwertyui qwertyuiop qwerty123 qwerty1234 qwerty12 asdfghjk asdfghjkl asdf1234 zxcvbnm1
zxcvbnm123 abcd1234 abc12345 abcdefgh abcdefg1 a1b2c3d4 aa123456 iloveyou iloveyou1 iloveyou2
letmein1 letmein123 welcome1 welcome123 sunshine sunshine1 princess princess1 football football1
baseball baseball1 basketball superman batman123 starwars trustno1 whatever dragon123 monkey123
master123 shadow123 michael1 jennifer charlie1 jordan23 computer internet samsung1 chocolate
butterfly mustang1 liverpool arsenal1 chelsea1 changeme changeme1 default1 administrator admin123
admin1234 adminadmin rootroot root1234 test1234 testtest guest123 secret123 login123 pass1234
mypassword newpassword hello123 hello1234 goodluck loveyou1 lovelove mahalkita mahalko123 iloveu123
pilipinas philippines manila123 pinoy123 batangas cebu1234 davao123 jesus123 godisgood blessed1
ranonline ranonline1 ranonline123 ran12345 ranran123 ranph123 ranpilipinas gameon123 gamer123
sacredgate mysticpeak phoenix1 phoenix123 brawler1 swordsman archer123 shaman123 extreme1 gunner123
assassin1 gamemaster gm123456 ranadmin
`;

export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(LIST.split(/\s+/).filter(Boolean));

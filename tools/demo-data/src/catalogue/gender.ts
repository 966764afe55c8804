/** The gender values of the shop's product data. */
export type DemoGender = 'none' | 'male' | 'female' | 'unisex' | 'boys' | 'girls' | 'kids unisex';

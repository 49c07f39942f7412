"use strict"; // Generated (tools/codegen)
const schema37 = {"type":"string","enum":["USD","EUR","GBP","JPY","CNY","INR","CAD","AUD","CHF","BRL","MXN","ARS","NGN","ZAR","TRY","RUB","KRW","IDR","PHP","VND"],"$id":"https://gw.invalid/specs/forex/schemas/CurrencyCode.json"};
const pattern6 = new RegExp("^(0|[1-9][0-9]*)(\\.[0-9]+)?$", "u");
module.exports = {schema37,pattern6};

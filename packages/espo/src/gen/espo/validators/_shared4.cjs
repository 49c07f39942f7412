"use strict"; // Generated (tools/codegen)
const validate58 = require("@gw/runtime/common-validators/BitcoinAddress").BitcoinAddress;
module.exports = {validate58};

"use strict"; // Generated (tools/codegen)
const shared0 = require("@gw/runtime/common-validators/EthQuantity").EthQuantity;
module.exports = {shared0};

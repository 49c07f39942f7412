"use strict"; // Generated (tools/codegen)
const {shared0} = require("./_shared1.cjs");
const {validate336} = require("./_shared22.cjs");
exports.response__200 = validate336;
exports.response__401 = shared0;

"use strict"; // Generated (tools/codegen)
const {shared0} = require("./_shared1.cjs");
const {validate333} = require("./_shared21.cjs");
exports.response__200 = validate333;
exports.response__401 = shared0;

"use strict"; // Generated (tools/codegen)
const {validate78} = require("./_shared5.cjs");
exports.JsonRpcId = validate78;

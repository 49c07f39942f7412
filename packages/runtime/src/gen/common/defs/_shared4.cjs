"use strict"; // Generated (tools/codegen)
const schema57 = {"type":["integer","string"],"$id":"https://gw.invalid/specs/common/JsonRpcId.json"};
module.exports = {schema57};

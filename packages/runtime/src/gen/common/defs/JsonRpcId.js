// Generated from specs/components/common.yaml by tools/codegen. Do not edit.

import { isInteger, typeFail } from "../../../validator-support.js";

export function JsonRpcId(data, path = "") {
	const errors = [];
	if (!((isInteger(data)) || (typeof data == "string"))) typeFail(errors, path, "#", ["integer","string"]);
	JsonRpcId.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

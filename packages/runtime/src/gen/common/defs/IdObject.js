// Generated from specs/components/common.yaml by tools/codegen. Do not edit.

import { isObject, requiredFail, typeFail } from "../../../validator-support.js";
import { checkUintString } from "./UintString.js";

export function IdObject(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.block === undefined) requiredFail(errors, path, "#", "block");
		if (data.tx === undefined) requiredFail(errors, path, "#", "tx");
		if (data.block !== undefined) checkUintString(errors, data.block, path, "#/properties/block", "block");
		if (data.tx !== undefined) checkUintString(errors, data.tx, path, "#/properties/tx", "tx");
	} else typeFail(errors, path, "#", "object");
	IdObject.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

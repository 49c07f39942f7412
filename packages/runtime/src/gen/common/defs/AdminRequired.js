// Generated from specs/components/common.yaml by tools/codegen. Do not edit.

import { isObject, typeFail } from "../../../validator-support.js";

export function AdminRequired(data, path = "") {
	const errors = [];
	if (!isObject(data)) typeFail(errors, path, "#", "object");
	AdminRequired.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

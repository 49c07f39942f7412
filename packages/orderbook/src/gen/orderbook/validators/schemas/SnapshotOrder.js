// Generated from specs/openapi/orderbook.yaml by tools/codegen. Do not edit.

import { fail, isObject, typeFail } from "@gw/runtime/validator-support";
import { OrderEnvelope } from "./OrderEnvelope.js";

const values0 = ["open","matched","pending"];

export function SnapshotOrder(data, path = "") {
	const errors = [];
	if (!OrderEnvelope(data, path)) errors.push(...OrderEnvelope.errors);
	if (isObject(data)) {
		if (data.status !== undefined) checkNonTerminalOrderStatus(errors, data.status, path + "/status", "#/properties/status");
	}
	SnapshotOrder.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

/** `NonTerminalOrderStatus`, checked where it is used. */
function checkNonTerminalOrderStatus(errors, data, path, schemaPath, propertyName) {
	if (typeof data != "string") typeFail(errors, path, schemaPath, "string", propertyName);
	if (!values0.includes(data)) fail(errors, path, schemaPath + "/enum", "enum", { allowedValues: values0 }, "must be equal to one of the allowed values", propertyName);
}

// Generated from specs/openapi/orderbook.yaml by tools/codegen. Do not edit.

import { fail, pattern, patternFail, typeFail } from "@gw/runtime/validator-support";

const pattern0 = pattern("^[^:]+:[^:]+:pair:(0|[1-9][0-9]*):(0|[1-9][0-9]*)_(0|[1-9][0-9]*):(0|[1-9][0-9]*)$", "u");
const pattern1 = pattern("^[^:]+:[^:]+:module:[^:]+$", "u");
const pattern2 = pattern("^[^:]+:[^:]+:book:\\*$", "u");
const pattern3 = pattern("^[^:]+:[^:]+:collection:(0|[1-9][0-9]*):(0|[1-9][0-9]*)$", "u");
const pattern4 = pattern("^[^:]+:[^:]+:loan-token:(0|[1-9][0-9]*):(0|[1-9][0-9]*)$", "u");

export function MarketTopic(data, path = "") {
	const errors = [];
	if (typeof data != "string") typeFail(errors, path, "#", "string");
	const errs0 = errors.length;
	let valid1 = false;
	const errs2 = errors.length;
	if (typeof data == "string") {
		if (!pattern0.test(data)) patternFail(errors, path, "#/anyOf/0", "^[^:]+:[^:]+:pair:(0|[1-9][0-9]*):(0|[1-9][0-9]*)_(0|[1-9][0-9]*):(0|[1-9][0-9]*)$");
	}
	valid1 = errors.length === errs2;
	if (!valid1) {
		const errs3 = errors.length;
		if (typeof data == "string") {
			if (!pattern1.test(data)) patternFail(errors, path, "#/anyOf/1", "^[^:]+:[^:]+:module:[^:]+$");
		}
		valid1 = errors.length === errs3;
	}
	if (!valid1) {
		const errs4 = errors.length;
		if (typeof data == "string") {
			if (!pattern2.test(data)) patternFail(errors, path, "#/anyOf/2", "^[^:]+:[^:]+:book:\\*$");
		}
		valid1 = errors.length === errs4;
	}
	if (!valid1) {
		const errs5 = errors.length;
		if (typeof data == "string") {
			if (!pattern3.test(data)) patternFail(errors, path, "#/anyOf/3", "^[^:]+:[^:]+:collection:(0|[1-9][0-9]*):(0|[1-9][0-9]*)$");
		}
		valid1 = errors.length === errs5;
	}
	if (!valid1) {
		const errs6 = errors.length;
		if (typeof data == "string") {
			if (!pattern4.test(data)) patternFail(errors, path, "#/anyOf/4", "^[^:]+:[^:]+:loan-token:(0|[1-9][0-9]*):(0|[1-9][0-9]*)$");
		}
		valid1 = errors.length === errs6;
	}
	if (valid1) {
		errors.length = errs0;
	} else {
		fail(errors, path, "#/anyOf", "anyOf", {}, "must match a schema in anyOf");
	}
	MarketTopic.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
